// Photos as phones and cameras make them, for the tests of what the CMS stores and of the site's
// picture pipeline: JPEGs whose pixels are stored turned, with the EXIF orientation (1 to 8) that
// shows them upright, carrying a GPS position, the camera's name, XMP and a comment; a WebP
// likewise; a PNG with text and EXIF chunks. And the checks that a stored or rendered photo is
// upright and carries none of it. Made with sharp: imported as @suvarna/testkit/phone-photos, so
// that what imports the rest of the kit does not load it.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { concat, u32 } from './images.js';

/** A photo's size as it is meant to be seen (its orientation applied). */
export interface PhotoSize {
  width: number;
  height: number;
}

/** The photo as it is meant to be seen: landscape, small enough that the CMS makes no thumbnail of it. */
export const UPRIGHT: PhotoSize = { width: 240, height: 120 };

/** Its four quarters, each a flat colour (so that JPEG keeps them apart), named by where they belong. */
const QUARTERS = {
  topLeft: [220, 40, 40],
  topRight: [40, 170, 60],
  bottomLeft: [40, 70, 220],
  bottomRight: [235, 225, 80],
} as const;
export type Quarter = keyof typeof QUARTERS;
/** The quarters of an upright photo, in the order quartersOf gives them: top left, top right, bottom left, bottom right. */
export const UPRIGHT_QUARTERS: Quarter[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];

export const ORIENTATIONS = [1, 2, 3, 4, 5, 6, 7, 8] as const;

/** What each photo says of where it was taken and by what: none of it may be stored. */
export const CAMERA = 'SuvarnaTestPhone';
export const DATUM = 'WGS-84';
export const PLACE = 'Athwalines, Surat';
const COMMENT = 'Taken at home, behind the shop';
const XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="${PLACE}"/></rdf:RDF></x:xmpmeta>`;
const EXIF = {
  IFD0: { Make: CAMERA, Model: 'Upright 6' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '21/1 11/1 2/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '72/1 47/1 52/1',
    GPSMapDatum: DATUM,
  },
};

/**
 * What of a file betrays metadata: the EXIF header of JPEG's APP1, XMP's namespace, PNG's text and
 * EXIF chunks, WebP's EXIF and XMP chunks, and the values the test photos carry.
 */
const MARKERS = [
  'Exif\0\0',
  'http://ns.adobe.com/xap/1.0/',
  'XML:com.adobe.xmp',
  'eXIf',
  'tEXt',
  'iTXt',
  'zTXt',
  'EXIF',
  'XMP ',
  CAMERA,
  DATUM,
  PLACE,
  COMMENT,
];

/** Which quarter of the upright photo the point (x, y) is in. */
const quarterAt = (upright: PhotoSize, x: number, y: number): Quarter => {
  const [top, left] = [y < upright.height / 2, x < upright.width / 2];
  if (top) return left ? 'topLeft' : 'topRight';
  return left ? 'bottomLeft' : 'bottomRight';
};

/**
 * The pixels a camera stores for the upright photo with the given EXIF orientation, written from
 * the EXIF specification rather than by sharp (which the code under test uses): where the stored
 * pixel at row r, column c of a rows × columns image is shown.
 */
function shownAt(orientation: number, r: number, c: number, rows: number, columns: number): [number, number] {
  const turns: Record<number, [number, number]> = {
    1: [r, c],
    2: [r, columns - 1 - c],
    3: [rows - 1 - r, columns - 1 - c],
    4: [rows - 1 - r, c],
    5: [c, r],
    6: [c, rows - 1 - r],
    7: [columns - 1 - c, rows - 1 - r],
    8: [columns - 1 - c, r],
  };
  return turns[orientation] as [number, number];
}

/** The pixels as stored for the given orientation, of a photo whose upright size is `upright`, to encode. */
export function storedPixels(orientation: number, upright: PhotoSize = UPRIGHT) {
  const sideways = orientation >= 5;
  const width = sideways ? upright.height : upright.width;
  const height = sideways ? upright.width : upright.height;
  const data = Buffer.alloc(width * height * 3);
  for (let r = 0; r < height; r += 1)
    for (let c = 0; c < width; c += 1) {
      const [row, column] = shownAt(orientation, r, c, height, width);
      data.set(QUARTERS[quarterAt(upright, column, row)], (r * width + c) * 3);
    }
  return sharp(data, { raw: { width, height, channels: 3 } });
}

/** A JPEG comment segment (COM) right after SOI. */
const withComment = (jpeg: Uint8Array, text: string) => {
  const bytes = new TextEncoder().encode(text);
  return concat(
    jpeg.subarray(0, 2),
    [0xff, 0xfe, (bytes.length + 2) >> 8, (bytes.length + 2) & 0xff],
    bytes,
    jpeg.subarray(2),
  );
};

/** A phone's JPEG: turned pixels, their orientation, GPS, the camera, XMP and a comment. */
export async function phoneJpeg(orientation: number, upright: PhotoSize = UPRIGHT): Promise<Uint8Array> {
  const jpeg = await storedPixels(orientation, upright)
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .withExif(EXIF)
    .withXmp(XMP)
    .toBuffer();
  return withComment(jpeg, COMMENT);
}

/** A WebP with the same: turned pixels, their orientation, EXIF with GPS, XMP. */
export const phoneWebp = (orientation: number, upright: PhotoSize = UPRIGHT) =>
  storedPixels(orientation, upright)
    .webp({ quality: 95 })
    .withMetadata({ orientation })
    .withExif(EXIF)
    .withXmp(XMP)
    .toBuffer();

function pngChunk(type: string, data: Uint8Array): Uint8Array {
  const typed = concat(new TextEncoder().encode(type), data);
  return concat(u32(data.length), typed, u32(crc32(typed)));
}

/** An upright PNG with a tEXt comment, an iTXt XMP packet and an eXIf chunk holding a GPS position, after IHDR. */
export async function pngWithMetadata(upright: PhotoSize = UPRIGHT): Promise<Uint8Array> {
  const png = await storedPixels(1, upright).png().toBuffer();
  const exif = (await sharp(await storedPixels(1, upright).jpeg().withExif(EXIF).toBuffer()).metadata()).exif;
  if (!exif) throw new Error('sharp wrote no EXIF');
  const text = (value: string) => new TextEncoder().encode(value);
  const afterHeader = 8 + 12 + 13;
  return concat(
    png.subarray(0, afterHeader),
    pngChunk('tEXt', text(`Comment\0${COMMENT}`)),
    pngChunk('iTXt', text(`XML:com.adobe.xmp\0\0\0\0\0${XMP}`)),
    pngChunk('eXIf', exif.subarray('Exif\0\0'.length)),
    png.subarray(afterHeader),
  );
}

/** Every sign of metadata in an image: the fields sharp reads, then the markers found in its bytes. */
export async function metadataIn(bytes: Uint8Array): Promise<string[]> {
  const { exif, xmp, iptc, comments, orientation } = await sharp(bytes).metadata();
  const fields = Object.entries({ exif, xmp, iptc, comments, orientation })
    .filter(([, value]) => value !== undefined)
    .map(([name]) => name);
  const text = Buffer.from(bytes).toString('latin1');
  return [...fields, ...MARKERS.filter((marker) => text.includes(marker))];
}

/** The image's size and which quarter's colour sits in each of its quarters, as stored (no orientation applied). */
export async function quartersOf(bytes: Uint8Array): Promise<PhotoSize & { quarters: Quarter[] }> {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const colourAt = (x: number, y: number): Quarter => {
    const at = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    const pixel = [data[at] ?? 0, data[at + 1] ?? 0, data[at + 2] ?? 0];
    const distance = (quarter: Quarter) =>
      QUARTERS[quarter].reduce((sum, value, channel) => sum + (value - (pixel[channel] ?? 0)) ** 2, 0);
    return UPRIGHT_QUARTERS.reduce((best, quarter) => (distance(quarter) < distance(best) ? quarter : best));
  };
  const [left, right, top, bottom] = [info.width / 4, (info.width * 3) / 4, info.height / 4, (info.height * 3) / 4];
  return {
    width: info.width,
    height: info.height,
    quarters: [colourAt(left, top), colourAt(right, top), colourAt(left, bottom), colourAt(right, bottom)],
  };
}
