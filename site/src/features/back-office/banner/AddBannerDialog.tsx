// The 'Add New Banner' dialog: one image, checked with the domain's rules before it is sent, and
// previewed with the crop the home page will give it.
import type { ApiClient } from '@suvarna/api-client';
import { bannerFileIssue, IMAGE_MIME_TYPES, MAX_IMAGE_BYTES } from '@suvarna/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ImageIcon, LoaderCircle } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { adminKeys } from '../queries';
import { Modal } from '../ui/Modal';
import { messageOf } from '../ui/messages';
import { BANNER_ASPECT_CLASS, BANNER_HEIGHT, BANNER_WIDTH } from './banner-frame';

export const BANNER_UPLOADED_MESSAGE = 'Banner uploaded';
const UPLOAD_FAILED_MESSAGE = 'Failed to upload the banner';
const HINT = `JPEG, PNG or WebP, up to ${MAX_IMAGE_BYTES / (1024 * 1024)} MB. The home page shows banners at ${BANNER_WIDTH} × ${BANNER_HEIGHT} pixels.`;

/** A blob: URL for the file while it is chosen; the old one is released on change and on close. */
function useObjectUrl(file: File | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

function Preview({ file, url }: { file: File | undefined; url: string | undefined }) {
  // A file named like an image may hold something else; the server refuses it, but say so now.
  const [broken, setBroken] = useState(false);
  const frame = `w-full border border-line ${BANNER_ASPECT_CLASS}`;

  if (!file || !url) {
    return (
      <div
        className={`${frame} flex flex-col items-center justify-center gap-2 border-dashed bg-sand/40 px-4 text-center text-sm text-stone`}
      >
        <ImageIcon size={28} aria-hidden="true" className="text-gold" />
        The chosen image shows here, cropped as on the home page.
      </div>
    );
  }
  return (
    <figure className="grid gap-1.5">
      <img
        src={url}
        alt={`Preview of ${file.name}`}
        onError={() => setBroken(true)}
        className={`${frame} block bg-sand object-cover`}
      />
      <figcaption className="text-sm text-stone">
        {broken ? 'This file cannot be shown as an image.' : 'Cropped as on the home page.'}
      </figcaption>
    </figure>
  );
}

export function AddBannerDialog({ api, onClose }: { api: Pick<ApiClient, 'addBanner'>; onClose: () => void }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [issue, setIssue] = useState<string | null>(null);
  // Only a file that passes the rules is previewed (a text file would show a broken image).
  const file = issue ? undefined : files[0];
  const previewUrl = useObjectUrl(file);

  const upload = useMutation({
    mutationFn: (chosen: File) => api.addBanner(chosen, chosen.name),
    onSuccess: (reply) => {
      toast.success(reply.message ?? BANNER_UPLOADED_MESSAGE);
      onClose();
      return queryClient.invalidateQueries({ queryKey: adminKeys.banners });
    },
    // The dialog stays open with the chosen file, so the admin can try again or pick another.
    onError: (error) => toast.error(messageOf(error, UPLOAD_FAILED_MESSAGE)),
  });

  const choose = (chosen: File[]) => {
    setFiles(chosen);
    setIssue(chosen.length > 0 ? bannerFileIssue(chosen) : null);
  };

  const submit = () => {
    const problem = bannerFileIssue(files);
    setIssue(problem);
    if (problem || !files[0]) {
      inputRef.current?.focus();
      return;
    }
    upload.mutate(files[0]);
  };

  return (
    <Modal title="Add New Banner" onClose={onClose} busy={upload.isPending} size="medium">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className="mt-5 grid gap-5"
      >
        <div>
          <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-charcoal">
            Banner image
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={IMAGE_MIME_TYPES.join(',')}
            disabled={upload.isPending}
            aria-invalid={issue ? true : undefined}
            aria-describedby={issue ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => choose([...(event.target.files ?? [])])}
            className={`block w-full border bg-white p-2 text-sm text-stone file:mr-4 file:cursor-pointer file:border file:border-gold-deep file:border-solid file:bg-transparent file:px-4 file:py-2 file:font-semibold file:text-gold-deep file:text-xs file:uppercase file:tracking-widest hover:file:bg-gold-deep hover:file:text-ivory ${
              issue ? 'border-maroon' : 'border-line'
            }`}
          />
          {issue && (
            <p id={errorId} className="mt-1 text-sm text-maroon">
              {issue}
            </p>
          )}
          <p id={hintId} className="mt-1 text-sm text-stone">
            {HINT}
          </p>
        </div>

        {/* Keyed by the URL: a new file starts with a fresh preview. */}
        <Preview key={previewUrl} file={file} url={previewUrl} />

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={upload.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={upload.isPending}>
            {upload.isPending ? (
              <>
                <LoaderCircle size={16} aria-hidden="true" className="animate-spin" />
                Uploading…
              </>
            ) : (
              'Upload Banner'
            )}
          </button>
        </div>
      </form>
    </Modal>
  );
}
