// A banner dialog's file field: one image, checked with the domain's rules when it is chosen, and
// previewed with the crop the home page will give it (the wide banner's, or the phone picture's).
import { IMAGE_MIME_TYPES } from '@suvarna/domain';
import ImageIcon from 'lucide-react/icons/image';
import { forwardRef, useEffect, useId, useState } from 'react';
import { PHONE_BANNER_ASPECT_CLASS } from '../../home/banner-frame';
import { PHONE_PICTURE_HINT } from './banner-hints';

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

function Preview({
  file,
  url,
  frame,
  where,
}: {
  file: File | undefined;
  url: string | undefined;
  frame: string;
  where: string;
}) {
  // A file named like an image may hold something else; the server refuses it, but say so now.
  const [broken, setBroken] = useState(false);

  if (!file || !url) {
    return (
      <div
        className={`${frame} flex flex-col items-center justify-center gap-2 border-dashed bg-sand/40 px-4 text-center text-sm text-stone`}
      >
        <ImageIcon size={28} aria-hidden="true" className="text-gold" />
        The chosen image shows here, cropped as {where}.
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
        {broken ? 'This file cannot be shown as an image.' : `Cropped as ${where}.`}
      </figcaption>
    </figure>
  );
}

interface BannerImageFieldProps {
  label: string;
  hint: string;
  /** The crop's aspect class (banner-frame.ts) and the words for where it shows: "on the home page". */
  aspectClass: string;
  where: string;
  /** What was chosen, and what is wrong with it (shown under the field); an issue hides the preview. */
  files: readonly File[];
  issue: string | null;
  disabled: boolean;
  onChoose: (files: File[]) => void;
  /** The preview beside the field rather than under it (a second, smaller picture). */
  compact?: boolean;
}

export const BannerImageField = forwardRef<HTMLInputElement, BannerImageFieldProps>(function BannerImageField(
  { label, hint, aspectClass, where, files, issue, disabled, onChoose, compact = false },
  ref,
) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  // Only a file that passes the rules is previewed (a text file would show a broken image).
  const file = issue ? undefined : files[0];
  const previewUrl = useObjectUrl(file);

  return (
    <div className={compact ? 'grid items-start gap-4 sm:grid-cols-[1fr_10rem]' : 'grid gap-5'}>
      <div>
        <label htmlFor={inputId} className="mb-1.5 block text-sm font-semibold text-charcoal">
          {label}
        </label>
        <input
          ref={ref}
          id={inputId}
          type="file"
          accept={IMAGE_MIME_TYPES.join(',')}
          disabled={disabled}
          aria-invalid={issue ? true : undefined}
          aria-describedby={issue ? `${errorId} ${hintId}` : hintId}
          onChange={(event) => onChoose([...(event.target.files ?? [])])}
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
          {hint}
        </p>
      </div>
      {/* Keyed by the URL: a new file starts with a fresh preview. */}
      <div className={compact ? 'w-40 max-w-full' : undefined}>
        <Preview
          key={previewUrl}
          file={file}
          url={previewUrl}
          frame={`w-full border border-line ${aspectClass}`}
          where={where}
        />
      </div>
    </div>
  );
});

/** The field of a banner's picture for phones, as both dialogs that take one show it. */
export const PhonePictureField = forwardRef<
  HTMLInputElement,
  Omit<BannerImageFieldProps, 'hint' | 'aspectClass' | 'where' | 'compact'>
>(function PhonePictureField(props, ref) {
  return (
    <BannerImageField
      ref={ref}
      {...props}
      hint={PHONE_PICTURE_HINT}
      aspectClass={PHONE_BANNER_ASPECT_CLASS}
      where="on phones"
      compact
    />
  );
});
