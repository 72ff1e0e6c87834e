// The product form's images as it holds them, in the order the site shows them (the first the
// cover), and what the save sends of them: the kept images, the new files, and their order.
import { CENTRE, type FocalPoint, type ImageOrderEntry, type ProductImage } from '@suvarna/domain';

/**
 * One of the product's images as the form holds them: kept by the CMS, or a new file with its
 * preview; each with the focal point the site's square crops are made around.
 */
export type PickedImage = ({ kept: ProductImage } | { file: File; preview: string }) & { focus: FocalPoint };

/** The product's images as the form starts with them. */
export const pickedImagesOf = (images: readonly ProductImage[]): PickedImage[] =>
  images.map((kept) => ({ kept, focus: kept.focus ?? CENTRE }));

/** The images the product keeps, in their order. */
export const keptImagesOf = (images: readonly PickedImage[]) =>
  images.flatMap((image) => ('kept' in image ? [image.kept] : []));

/** The new files, in the order they are sent (the order chosen among them). */
export const newFilesOf = (images: readonly PickedImage[]) =>
  images.flatMap((image) => ('file' in image ? [image.file] : []));

/**
 * The order of kept and new images for the API (`imageOrder`), new files numbered as newFilesOf
 * sends them, each with its focal point.
 */
export function imageOrderOf(images: readonly PickedImage[]): ImageOrderEntry[] {
  let next = 0;
  return images.map((image) => ({
    ...('kept' in image ? { kept: image.kept.id } : { new: next++ }),
    focus: { x: image.focus.x, y: image.focus.y },
  }));
}

/** The list with its item at `from` moved to `to` (the list as it was when either is out of range). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length) return [...list];
  const result = [...list];
  const [item] = result.splice(from, 1) as [T];
  result.splice(to, 0, item);
  return result;
}
