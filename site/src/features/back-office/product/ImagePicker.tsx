// The product form's images: the ones the product keeps (each removable) and newly chosen files with
// previews. A choice that would take the product past 3 images is refused whole, with the spec's
// warning, so none of it is sent. Chosen photos are made lighter at once (ui/lighter-photo.ts): what
// is previewed, kept and sent is the lighter photo.
import {
  chosenImageIssue,
  detectImageType,
  exceedsImageLimit,
  IMAGE_HEAD_BYTES,
  IMAGE_MIME_TYPES,
  MESSAGES,
  type ProductImage,
} from '@suvarna/domain';
import X from 'lucide-react/icons/x';
import { useEffect, useId, useMemo, useState } from 'react';
import { toast } from 'react-toastify';
import { absoluteUrl } from '../../../lib/absolute-url';
import { type LightenPhoto, lighterPhoto } from '../ui/lighter-photo';

interface ImagePickerProps {
  kept: readonly ProductImage[];
  onKeptChange: (kept: ProductImage[]) => void;
  added: readonly File[];
  onAddedChange: (added: File[]) => void;
  cmsUrl: string;
  disabled?: boolean;
  /** Makes a chosen photo lighter for sending; the browser's canvas by default (tests give their own). */
  lighten?: LightenPhoto | undefined;
  /** Told when chosen photos start and stop being made lighter: the form is not saved meanwhile. */
  onPreparingChange?: ((preparing: boolean) => void) | undefined;
}

/** A chosen file and its first bytes, which tell whether it is a picture. */
interface Picked {
  file: File;
  head: Uint8Array;
}

const head = async (file: File) => new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer());

/** Object URLs for the chosen files, revoked when the files change or the picker goes away. */
function usePreviews(files: readonly File[]) {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of urls) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

function Thumbnail({
  src,
  alt,
  onRemove,
  removeLabel,
  badge,
  disabled,
}: {
  src: string;
  alt: string;
  onRemove: () => void;
  removeLabel: string;
  badge?: string;
  disabled: boolean;
}) {
  return (
    <li className="relative aspect-square w-24 border border-line bg-sand/40">
      <img src={src} alt={alt} className="size-full object-cover" />
      {badge && (
        <span className="absolute bottom-1 left-1 bg-charcoal/75 px-1.5 text-[0.6875rem] text-ivory">{badge}</span>
      )}
      <button
        type="button"
        aria-label={removeLabel}
        disabled={disabled}
        onClick={onRemove}
        className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-line bg-ivory text-maroon shadow"
      >
        <X size={15} aria-hidden="true" />
      </button>
    </li>
  );
}

export function ImagePicker({
  kept,
  onKeptChange,
  added,
  onAddedChange,
  cmsUrl,
  disabled = false,
  lighten = lighterPhoto,
  onPreparingChange,
}: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const issueId = useId();
  const [issue, setIssue] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(0);
  const previews = usePreviews(added);

  /** Each photo made lighter, one after another (each decoded photo holds its pixels until then). */
  const lightened = async (picked: readonly Picked[]) => {
    setPreparing(picked.length);
    onPreparingChange?.(true);
    try {
      const done: Array<Picked & { light: File }> = [];
      for (const pick of picked) done.push({ ...pick, light: await lighten(pick.file).catch(() => pick.file) });
      return done;
    } finally {
      setPreparing(0);
      onPreparingChange?.(false);
    }
  };

  // Refused when chosen, whole: past 3 images with the spec's warning; a file that is no picture,
  // or too large once made lighter, named (it would show as a broken thumbnail and fail only on saving).
  const choose = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (exceedsImageLimit(kept.length, added.length + chosen.length)) {
      setIssue(MESSAGES.imageLimit);
      toast.warning(MESSAGES.imageLimit);
      return;
    }
    const picked = await Promise.all(chosen.map(async (file) => ({ file, head: await head(file) })));
    const notPicture = picked.find((pick) => !detectImageType(pick.head));
    if (notPicture) {
      setIssue(chosenImageIssue(notPicture.file, notPicture.head));
      return;
    }
    const light = await lightened(picked);
    // Judged by what would be sent, named as chosen (the lighter photo may have another extension).
    const problem =
      light
        .map((pick) => chosenImageIssue({ name: pick.file.name, size: pick.light.size }, pick.head))
        .find((found) => found !== null) ?? null;
    setIssue(problem);
    if (!problem) onAddedChange([...added, ...light.map((pick) => pick.light)]);
  };

  return (
    <fieldset className="grid gap-3" disabled={disabled || preparing > 0}>
      <legend className="mb-1.5 text-sm font-semibold text-charcoal">Images</legend>
      {(kept.length > 0 || added.length > 0) && (
        <ul className="flex flex-wrap gap-4" aria-label="Chosen images">
          {kept.map((image, index) => (
            <Thumbnail
              key={image.id}
              src={absoluteUrl(image.thumbnailUrl, cmsUrl)}
              alt={`Image ${index + 1}`}
              removeLabel={`Remove image ${index + 1}`}
              disabled={disabled}
              onRemove={() => onKeptChange(kept.filter((other) => other.id !== image.id))}
            />
          ))}
          {added.map((file, index) => (
            <Thumbnail
              key={previews[index]}
              src={previews[index] ?? ''}
              alt={`New image ${file.name}`}
              badge="New"
              removeLabel={`Remove new image ${file.name}`}
              disabled={disabled}
              onRemove={() => {
                setIssue(null);
                onAddedChange(added.filter((other) => other !== file));
              }}
            />
          ))}
        </ul>
      )}
      <div>
        <label htmlFor={inputId} className="sr-only">
          Add images
        </label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={IMAGE_MIME_TYPES.join(',')}
          aria-describedby={issue ? `${hintId} ${issueId}` : hintId}
          aria-invalid={issue ? true : undefined}
          onChange={(event) => {
            void choose([...(event.target.files ?? [])]);
            // Cleared so that choosing the same file again is seen as a choice.
            event.target.value = '';
          }}
          className="block w-full text-sm text-stone file:mr-3 file:border file:border-gold-deep file:bg-transparent file:px-4 file:py-2 file:font-semibold file:text-gold-deep file:text-xs file:uppercase file:tracking-widest"
        />
        <p id={hintId} className="mt-1 text-sm text-stone">
          {MESSAGES.imageHint}
        </p>
        {preparing > 0 && (
          <p role="status" className="mt-1 text-sm text-charcoal">
            {preparing > 1 ? `Making ${preparing} photos lighter to send…` : 'Making the photo lighter to send…'}
          </p>
        )}
        {issue && (
          <p id={issueId} role="alert" className="mt-1 text-sm text-maroon">
            {issue}
          </p>
        )}
      </div>
    </fieldset>
  );
}
