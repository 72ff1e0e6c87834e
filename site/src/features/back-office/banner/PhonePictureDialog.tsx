// Gives an existing banner its picture for phones, or a new one in place of the old.
import type { ApiClient } from '@suvarna/api-client';
import { phoneBannerFileIssue } from '@suvarna/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { PHONE_BANNER_ASPECT_CLASS } from '../../home/banner-frame';
import { adminKeys } from '../queries';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { BannerImageField } from './BannerImageField';
import { PHONE_PICTURE_HINT } from './banner-hints';
import { UploadActions } from './UploadActions';

const UPLOADED_MESSAGE = 'Phone picture uploaded';
const UPLOAD_FAILED_MESSAGE = 'Failed to upload the phone picture';

interface PhonePictureDialogProps {
  api: Pick<ApiClient, 'setBannerPhonePicture'>;
  bannerId: number;
  /** The banner's place in the carousel, which is how the admin tells banners apart. */
  position: number;
  replacing: boolean;
  onClose: () => void;
}

export function PhonePictureDialog({ api, bannerId, position, replacing, onClose }: PhonePictureDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [issue, setIssue] = useState<string | null>(null);

  const upload = useMutation({
    mutationFn: (picture: File) => api.setBannerPhonePicture(bannerId, { file: picture, name: picture.name }),
    onSuccess: (reply) => {
      toast.success(reply.message ?? UPLOADED_MESSAGE);
      onClose();
      return queryClient.invalidateQueries({ queryKey: adminKeys.banners });
    },
    onError: (error) => toast.error(messageOf(error, UPLOAD_FAILED_MESSAGE)),
  });

  const submit = () => {
    const problem = phoneBannerFileIssue(files, true);
    setIssue(problem);
    if (problem || !files[0]) {
      inputRef.current?.focus();
      return;
    }
    upload.mutate(files[0]);
  };

  return (
    <Modal title={`Phone Picture for Banner ${position}`} onClose={onClose} busy={upload.isPending} size="medium">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="mt-5 grid gap-6"
      >
        {replacing && <p className="text-stone">The new picture replaces the one phones show now.</p>}
        <BannerImageField
          ref={inputRef}
          label="Picture for phones"
          hint={PHONE_PICTURE_HINT}
          aspectClass={PHONE_BANNER_ASPECT_CLASS}
          where="on phones"
          files={files}
          issue={issue}
          disabled={upload.isPending}
          onChoose={(chosen) => {
            setFiles(chosen);
            setIssue(chosen.length > 0 ? phoneBannerFileIssue(chosen, true) : null);
          }}
          compact
        />
        <UploadActions label="Upload Picture" busy={upload.isPending} onCancel={onClose} />
      </form>
    </Modal>
  );
}
