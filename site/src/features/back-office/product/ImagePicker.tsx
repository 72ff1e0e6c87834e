// The product form's images, in the order the site shows them, the first its cover: the ones the
// product keeps and newly chosen files with previews, each removable, moved by dragging or by its
// "Move earlier" and "Move later" buttons (for keyboards and small screens), or made the cover at
// once. A choice that would take the product past 3 images is refused whole, with the spec's
// warning, so none of it is sent. Chosen photos are made lighter at once (ui/lighter-photo.ts): what
// is previewed, kept and sent is the lighter photo.
import {
  CENTRE,
  chosenImageIssue,
  detectImageType,
  exceedsImageLimit,
  type FocalPoint,
  IMAGE_HEAD_BYTES,
  IMAGE_MIME_TYPES,
  MESSAGES,
} from '@suvarna/domain';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { absoluteUrl } from '../../../lib/absolute-url';
import { type LightenPhoto, lighterPhoto } from '../ui/lighter-photo';
import { Thumbnail } from './PictureTile';
import { keptImagesOf, moved, newFilesOf, type PickedImage } from './picked-images';

interface ImagePickerProps {
  /** The images in the order shown on the site, the first the cover. */
  images: readonly PickedImage[];
  onImagesChange: (images: PickedImage[]) => void;
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

export function ImagePicker({
  images,
  onImagesChange,
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
  const [dragged, setDragged] = useState<number | null>(null);

  // The previews of new files are revoked when removed, and those left when the picker goes away.
  const shown = useRef(images);
  shown.current = images;
  useEffect(
    () => () => {
      for (const image of shown.current) if ('preview' in image) URL.revokeObjectURL(image.preview);
    },
    [],
  );

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
    if (exceedsImageLimit(keptImagesOf(images).length, newFilesOf(images).length + chosen.length)) {
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
    if (!problem) {
      onImagesChange([
        ...images,
        ...light.map((pick) => ({ file: pick.light, preview: URL.createObjectURL(pick.light), focus: CENTRE })),
      ]);
    }
  };

  const remove = (image: PickedImage) => {
    if ('preview' in image) {
      setIssue(null);
      URL.revokeObjectURL(image.preview);
    }
    onImagesChange(images.filter((other) => other !== image));
  };

  return (
    <fieldset className="grid gap-3" disabled={disabled || preparing > 0}>
      <legend className="mb-1.5 text-sm font-semibold text-charcoal">Images</legend>
      {images.length > 0 && (
        <>
          <ul className="flex flex-wrap gap-4" aria-label="Chosen images">
            {images.map((image, index) => {
              const common = {
                focus: image.focus,
                onFocusChange: (focus: FocalPoint) =>
                  onImagesChange(images.map((other) => (other === image ? { ...image, focus } : other))),
                position: index + 1,
                count: images.length,
                disabled,
                dragged: dragged === index,
                onRemove: () => remove(image),
                onMove: (to: number) => onImagesChange(moved(images, index, to)),
                onDragStart: () => setDragged(index),
                onDragEnd: () => setDragged(null),
                onDrop: () => {
                  if (dragged !== null) onImagesChange(moved(images, dragged, index));
                  setDragged(null);
                },
              };
              return 'kept' in image ? (
                <Thumbnail
                  key={image.kept.id}
                  src={absoluteUrl(image.kept.thumbnailUrl, cmsUrl)}
                  alt={`Image ${index + 1}`}
                  removeLabel={`Remove image ${index + 1}`}
                  isNew={false}
                  {...common}
                />
              ) : (
                <Thumbnail
                  key={image.preview}
                  src={image.preview}
                  alt={`New image ${image.file.name}`}
                  removeLabel={`Remove new image ${image.file.name}`}
                  isNew
                  {...common}
                />
              );
            })}
          </ul>
          {images.length > 1 && (
            <p className="text-sm text-stone">The first image is the cover. Drag or use the arrows to reorder.</p>
          )}
          <p className="text-sm text-stone">
            Each preview is the square the site shows: tap a picture where it should centre.
          </p>
        </>
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
