/**
 * Where the zoom lens sits along one axis: centred on the pointer, kept inside the image, and
 * clamped to the shop's lens limits (0 to 300 px on the 400 px image).
 */
export function lensOffset(pointer: number, lensSize: number, boxSize: number, min: number, max: number): number {
  const centred = pointer - lensSize / 2;
  return Math.min(Math.max(centred, min), Math.min(max, boxSize - lensSize));
}
