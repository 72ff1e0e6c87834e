// Crafted image files for the upload checks (packages/domain's unit tests, the CMS's upload tests):
// JPEGs that carry a second JPEG, as cameras and phones write them. Pure bytes: the caller brings
// the JPEGs (fixed bytes, or made with sharp).

export function concat(...parts: ArrayLike<number>[]): Uint8Array {
  const all = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  return all;
}

/** Big-endian bytes of a 16-bit and a 32-bit number. */
export const u16 = (value: number) => [value >> 8, value & 0xff];
export const u32 = (value: number) => [...u16(Math.floor(value / 0x10000)), ...u16(value & 0xffff)];
export const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The JPEG with an EXIF APP1 segment right after SOI (as a camera writes it) whose IFD1 holds a
 * thumbnail: a whole JPEG of its own, SOI to EOI, inside the big one's APP1.
 */
export function withExifThumbnail(jpeg: Uint8Array, thumbnail: Uint8Array): Uint8Array {
  const tiff = [
    ...[...ascii('MM'), 0, 42, ...u32(8)],
    // IFD0 at 8: Orientation = 1; the next IFD (IFD1) at 26.
    ...[...u16(1), ...u16(0x0112), ...u16(3), ...u32(1), ...u16(1), 0, 0, ...u32(26)],
    // IFD1 at 26: Compression = 6 (JPEG), the thumbnail's offset (68) and length; no next IFD.
    ...u16(3),
    ...[...u16(0x0103), ...u16(3), ...u32(1), ...u16(6), 0, 0],
    ...[...u16(0x0201), ...u16(4), ...u32(1), ...u32(68)],
    ...[...u16(0x0202), ...u16(4), ...u32(1), ...u32(thumbnail.length)],
    ...u32(0),
    ...thumbnail,
  ];
  const payload = [...ascii('Exif'), 0, 0, ...tiff];
  return concat(jpeg.subarray(0, 2), [0xff, 0xe1, ...u16(payload.length + 2)], payload, jpeg.subarray(2));
}

/**
 * An Android Ultra HDR photo, in small: the primary JPEG with an MPF index (APP2 "MPF\0") right
 * after SOI, in the byte order given, declaring a second JPEG (the gain map) appended after the
 * primary's EOI. `trailer` stands in for the appended image's bytes (by default the gain map
 * itself). `primaryLength` is where the primary, index included, ends in `file`.
 */
export function withMpfGainMap(
  primary: Uint8Array,
  gainMap: Uint8Array,
  order: 'MM' | 'II' = 'MM',
  trailer: Uint8Array = gainMap,
): { file: Uint8Array; primaryLength: number } {
  const w16 = (value: number) => (order === 'MM' ? u16(value) : u16(value).reverse());
  const w32 = (value: number) => (order === 'MM' ? u32(value) : u32(value).reverse());
  const segmentLength = 2 + 2 + 4 + 26 + 32;
  const primaryLength = primary.length + segmentLength;
  // Offsets count from the index's TIFF header: after SOI, the APP2 marker, its length and "MPF\0".
  const header = 2 + 2 + 2 + 4;
  const tiff = [
    ...[...ascii(order), ...w16(42), ...w32(8)],
    ...[...w16(1), ...w16(0xb002), ...w16(7), ...w32(32), ...w32(26), ...w32(0)],
    ...[...w32(0x030000), ...w32(primaryLength), ...w32(0), ...w16(0), ...w16(0)],
    ...[...w32(0), ...w32(gainMap.length), ...w32(primaryLength - header), ...w16(0), ...w16(0)],
  ];
  const app2 = [0xff, 0xe2, ...u16(segmentLength - 2), ...ascii('MPF'), 0, ...tiff];
  return { file: concat(primary.subarray(0, 2), app2, primary.subarray(2), trailer), primaryLength };
}
