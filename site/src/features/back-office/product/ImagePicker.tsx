// The product form's images: the ones the product keeps (each removable) and newly chosen files with
// previews. A choice that would take the product past 3 images is refused whole, with the spec's
// warning, so none of it is sent.
import {
  chosenImageIssue,
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

interface ImagePickerProps {
  kept: readonly ProductImage[];
  onKeptChange: (kept: ProductImage[]) => void;
  added: readonly File[];
  onAddedChange: (added: File[]) => void;
  cmsUrl: string;
  disabled?: boolean;
}

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

export function ImagePicker({ kept, onKeptChange, added, onAddedChange, cmsUrl, disabled = false }: ImagePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const issueId = useId();
  const [issue, setIssue] = useState<string | null>(null);
  const previews = usePreviews(added);

  // Refused when chosen, whole: past 3 images with the spec's warning; a file that is no picture,
  // or too large, named (it would show as a broken thumbnail and fail only on saving).
  const choose = async (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (exceedsImageLimit(kept.length, added.length + chosen.length)) {
      setIssue(MESSAGES.imageLimit);
      toast.warning(MESSAGES.imageLimit);
      return;
    }
    const problems = await Promise.all(
      chosen.map(async (file) =>
        chosenImageIssue(file, new Uint8Array(await file.slice(0, IMAGE_HEAD_BYTES).arrayBuffer())),
      ),
    );
    const problem = problems.find((found) => found !== null) ?? null;
    setIssue(problem);
    if (!problem) onAddedChange([...added, ...chosen]);
  };

  return (
    <fieldset className="grid gap-3" disabled={disabled}>
      <legend className="mb-1.5 text-sm font-semibold text-charcoal">Images</legend>
      {(kept.length > 0 || added.length > 0) && (
        <ul className="flex flex-wrap gap-4" aria-label="Chosen images">
          {kept.map((image, index) => (
            <Thumbnail
              key={image.id}
              src={absoluteUrl(image.url, cmsUrl)}
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
        {issue && (
          <p id={issueId} role="alert" className="mt-1 text-sm text-maroon">
            {issue}
          </p>
        )}
      </div>
    </fieldset>
  );
}
