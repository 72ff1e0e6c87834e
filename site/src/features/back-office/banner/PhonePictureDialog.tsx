// Gives an existing banner its picture for phones, or a new one in place of the old.
import { phoneBannerFileIssue } from '@suvarna/domain';
import { Modal } from '../ui/Modal';
import { PhonePictureField } from './BannerImageField';
import type { BannerDialogProps } from './numbered-banner';
import { UploadActions } from './UploadActions';
import { useBannerUpload } from './useBannerUpload';

const UPLOADED_MESSAGE = 'Phone picture uploaded';
const UPLOAD_FAILED_MESSAGE = 'Failed to upload the phone picture';

export function PhonePictureDialog({
  api,
  banner,
  position,
  timeoutMs,
  onClose,
}: BannerDialogProps<'setBannerPhonePicture'> & { timeoutMs: number | undefined }) {
  const upload = useBannerUpload({
    required: { mobileImage: (files) => phoneBannerFileIssue(files, true) },
    send: ({ mobileImage }, options) => api.setBannerPhonePicture(banner.id, mobileImage, options),
    timeoutMs,
    uploadedMessage: UPLOADED_MESSAGE,
    failedMessage: UPLOAD_FAILED_MESSAGE,
    onClose,
  });

  return (
    <Modal title={`Phone Picture for Banner ${position}`} onClose={onClose} busy={upload.busy} size="medium">
      <form noValidate onSubmit={upload.submit} className="mt-5 grid gap-6">
        {banner.mobileUrl !== null && <p className="text-stone">The new picture replaces the one phones show now.</p>}
        <PhonePictureField {...upload.field('mobileImage')} label="Picture for phones" />
        <UploadActions label="Upload Picture" {...upload.actions} onCancel={onClose} />
      </form>
    </Modal>
  );
}
