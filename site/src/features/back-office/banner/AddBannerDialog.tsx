// The 'Add New Banner' dialog: the wide image and, optionally, a picture for phones, each checked
// with the domain's rules before anything is sent and previewed with the crop it will get.
import type { ApiClient } from '@suvarna/api-client';
import { bannerFileIssue, phoneBannerFileIssue } from '@suvarna/domain';
import { BANNER_ASPECT_CLASS } from '../../home/banner-frame';
import { Modal } from '../ui/Modal';
import { BannerImageField, PhonePictureField } from './BannerImageField';
import { WIDE_BANNER_HINT } from './banner-hints';
import { UploadActions } from './UploadActions';
import { useBannerUpload } from './useBannerUpload';

export const BANNER_UPLOADED_MESSAGE = 'Banner uploaded';
const UPLOAD_FAILED_MESSAGE = 'Failed to upload the banner';

interface AddBannerDialogProps {
  api: Pick<ApiClient, 'addBanner'>;
  /** The upload's time limit (ui/upload-limit.ts). */
  timeoutMs: number | undefined;
  onClose: () => void;
}

export function AddBannerDialog({ api, timeoutMs, onClose }: AddBannerDialogProps) {
  const upload = useBannerUpload({
    required: { image: bannerFileIssue },
    optional: { mobileImage: (files) => phoneBannerFileIssue(files, false) },
    send: (pictures, options) => api.addBanner(pictures, options),
    timeoutMs,
    uploadedMessage: BANNER_UPLOADED_MESSAGE,
    failedMessage: UPLOAD_FAILED_MESSAGE,
    onClose,
  });

  return (
    <Modal title="Add New Banner" onClose={onClose} busy={upload.busy} size="medium">
      <form noValidate onSubmit={upload.submit} className="mt-5 grid gap-6">
        <BannerImageField
          {...upload.field('image')}
          label="Banner image"
          hint={WIDE_BANNER_HINT}
          aspectClass={BANNER_ASPECT_CLASS}
          where="on the home page"
        />
        <PhonePictureField {...upload.field('mobileImage')} label="Picture for phones (optional)" />

        <UploadActions label="Upload Banner" {...upload.actions} onCancel={onClose} />
      </form>
    </Modal>
  );
}
