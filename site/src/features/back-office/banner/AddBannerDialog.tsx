// The 'Add New Banner' dialog: the wide image and, optionally, a picture for phones, each checked
// with the domain's rules before anything is sent and previewed with the crop it will get.
import type { ApiClient } from '@suvarna/api-client';
import { bannerFileIssue, phoneBannerFileIssue } from '@suvarna/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { BANNER_ASPECT_CLASS, PHONE_BANNER_ASPECT_CLASS } from '../../home/banner-frame';
import { adminKeys } from '../queries';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { BannerImageField } from './BannerImageField';
import { PHONE_PICTURE_HINT, WIDE_BANNER_HINT } from './banner-hints';
import { UploadActions } from './UploadActions';

export const BANNER_UPLOADED_MESSAGE = 'Banner uploaded';
const UPLOAD_FAILED_MESSAGE = 'Failed to upload the banner';

export function AddBannerDialog({ api, onClose }: { api: Pick<ApiClient, 'addBanner'>; onClose: () => void }) {
  const wideRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [wide, setWide] = useState<File[]>([]);
  const [phone, setPhone] = useState<File[]>([]);
  const [wideIssue, setWideIssue] = useState<string | null>(null);
  const [phoneIssue, setPhoneIssue] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: ({ image, mobileImage }: { image: File; mobileImage: File | undefined }) =>
      api.addBanner({
        image: { file: image, name: image.name },
        mobileImage: mobileImage && { file: mobileImage, name: mobileImage.name },
      }),
    onSuccess: (reply) => {
      toast.success(reply.message ?? BANNER_UPLOADED_MESSAGE);
      onClose();
      return queryClient.invalidateQueries({ queryKey: adminKeys.banners });
    },
    // The dialog stays open with the chosen files, so the admin can try again or pick others.
    onError: (error) => toast.error(messageOf(error, UPLOAD_FAILED_MESSAGE)),
  });

  const submit = () => {
    const wideProblem = bannerFileIssue(wide);
    const phoneProblem = phoneBannerFileIssue(phone, false);
    setWideIssue(wideProblem);
    setPhoneIssue(phoneProblem);
    if (wideProblem || !wide[0]) {
      wideRef.current?.focus();
      return;
    }
    if (phoneProblem) {
      phoneRef.current?.focus();
      return;
    }
    upload.mutate({ image: wide[0], mobileImage: phone[0] });
  };

  return (
    <Modal title="Add New Banner" onClose={onClose} busy={upload.isPending} size="medium">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="mt-5 grid gap-6"
      >
        <BannerImageField
          ref={wideRef}
          label="Banner image"
          hint={WIDE_BANNER_HINT}
          aspectClass={BANNER_ASPECT_CLASS}
          where="on the home page"
          files={wide}
          issue={wideIssue}
          disabled={upload.isPending}
          onChoose={(chosen) => {
            setWide(chosen);
            setWideIssue(chosen.length > 0 ? bannerFileIssue(chosen) : null);
          }}
        />
        <BannerImageField
          ref={phoneRef}
          label="Picture for phones (optional)"
          hint={PHONE_PICTURE_HINT}
          aspectClass={PHONE_BANNER_ASPECT_CLASS}
          where="on phones"
          files={phone}
          issue={phoneIssue}
          disabled={upload.isPending}
          onChoose={(chosen) => {
            setPhone(chosen);
            setPhoneIssue(phoneBannerFileIssue(chosen, false));
          }}
          compact
        />

        <UploadActions label="Upload Banner" busy={upload.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
