// Phone photos through the picture pipeline: a JPEG whose pixels are stored turned, with the EXIF
// orientation (1 to 8) that shows them upright, a GPS position, the camera's name and XMP. Every
// rendition, the large one of the zoom and the viewer included, is upright and carries none of it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY, LARGE_PICTURE_PX, rendition, THUMBNAIL } from '../lib/pictures';
import { placePictures } from './product-pictures';

/** The photo as it is meant to be seen, and the colour of each of its quarters. */
const UPRIGHT = { width: 480, height: 240 };
const QUARTERS = {
  topLeft: [220, 40, 40],
  topRight: [40, 170, 60],
  bottomLeft: [40, 70, 220],
  bottomRight: [235, 225, 80],
} as const;
type Quarter = keyof typeof QUARTERS;
const IN_ORDER: Quarter[] = ['topLeft', 'topRight', 'bottomLeft', 'bottomRight'];
const CAMERA = 'SuvarnaTestPhone';
const PLACE = 'Athwalines, Surat';
const MARKERS = ['Exif\0\0', 'EXIF', 'XMP ', 'http://ns.adobe.com/xap/1.0/', CAMERA, PLACE, 'WGS-84'];

const quarterAt = (x: number, y: number): Quarter => {
  const [top, left] = [y < UPRIGHT.height / 2, x < UPRIGHT.width / 2];
  if (top) return left ? 'topLeft' : 'topRight';
  return left ? 'bottomLeft' : 'bottomRight';
};

/**
 * Where each EXIF orientation shows the stored pixel at row r, column c of a rows × columns image
 * (from the EXIF specification, not from sharp, which the pipeline uses).
 */
const SHOWN_AT: Record<number, (r: number, c: number, rows: number, columns: number) => [number, number]> = {
  1: (r, c) => [r, c],
  2: (r, c, _rows, columns) => [r, columns - 1 - c],
  3: (r, c, rows, columns) => [rows - 1 - r, columns - 1 - c],
  4: (r, c, rows) => [rows - 1 - r, c],
  5: (r, c) => [c, r],
  6: (r, c, rows) => [c, rows - 1 - r],
  7: (r, c, rows, columns) => [columns - 1 - c, rows - 1 - r],
  8: (r, c, _rows, columns) => [columns - 1 - c, r],
};

/** A phone's JPEG of the upright photo: its pixels turned as the orientation says, GPS, camera and XMP. */
function phoneJpeg(orientation: number): Promise<Buffer> {
  const sideways = orientation >= 5;
  const [width, height] = sideways ? [UPRIGHT.height, UPRIGHT.width] : [UPRIGHT.width, UPRIGHT.height];
  const pixels = Buffer.alloc(width * height * 3);
  for (let r = 0; r < height; r += 1)
    for (let c = 0; c < width; c += 1) {
      const [row, column] = (SHOWN_AT[orientation] as (typeof SHOWN_AT)[1])(r, c, height, width);
      pixels.set(QUARTERS[quarterAt(column, row)], (r * width + c) * 3);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: CAMERA },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '21/1 11/1 2/1', GPSMapDatum: 'WGS-84' },
    })
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/" photoshop:City="${PLACE}"/></rdf:RDF></x:xmpmeta>`,
    )
    .toBuffer();
}

/** Every sign of metadata in an image: the fields sharp reads, then the markers in its bytes. */
async function metadataIn(bytes: Buffer): Promise<string[]> {
  const { exif, xmp, iptc, comments, orientation } = await sharp(bytes).metadata();
  const fields = Object.entries({ exif, xmp, iptc, comments, orientation }).filter(([, value]) => value !== undefined);
  const text = bytes.toString('latin1');
  return [...fields.map(([name]) => name), ...MARKERS.filter((marker) => text.includes(marker))];
}

/** Which quarter's colour sits in each quarter of a picture, as stored. */
async function quartersOf(bytes: Buffer): Promise<Quarter[]> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const colourAt = (x: number, y: number): Quarter => {
    const at = (Math.floor(y) * info.width + Math.floor(x)) * info.channels;
    const distance = (quarter: Quarter) =>
      QUARTERS[quarter].reduce((sum, value, channel) => sum + (value - (data[at + channel] ?? 0)) ** 2, 0);
    return IN_ORDER.reduce((best, quarter) => (distance(quarter) < distance(best) ? quarter : best));
  };
  const [left, right, top, bottom] = [info.width / 4, (info.width * 3) / 4, info.height / 4, (info.height * 3) / 4];
  return [colourAt(left, top), colourAt(right, top), colourAt(left, bottom), colourAt(right, bottom)];
}

const ORIENTATIONS = [1, 2, 3, 4, 5, 6, 7, 8];
let server: Server;
let origin = '';
let folder = '';
const photos = new Map<string, Buffer>();

beforeAll(async () => {
  for (const orientation of ORIENTATIONS) photos.set(`/uploads/phone-${orientation}.jpg`, await phoneJpeg(orientation));
  server = createServer((request, response) => {
    const body = photos.get(request.url ?? '');
    response.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  folder = await mkdtemp(path.join(tmpdir(), 'phone-photos-'));
});

afterAll(async () => {
  server.close();
  await rm(folder, { recursive: true, force: true });
});

describe.each(ORIENTATIONS)('a phone JPEG with EXIF orientation %i, a GPS position and XMP', (orientation) => {
  it('makes every rendition upright and without the metadata', async () => {
    const source = `${origin}/uploads/phone-${orientation}.jpg`;
    const photo = photos.get(new URL(source).pathname) as Buffer;
    expect(await metadataIn(photo)).toEqual(expect.arrayContaining(['exif', 'xmp', 'orientation', CAMERA, 'WGS-84']));
    // The gallery's and the thumbnail's sizes, and the large picture's (at most 1,600 px, never
    // more than the upload's shorter side: as the CMS reports an upright photo's).
    const sizes = [...GALLERY.sizes, ...THUMBNAIL.sizes, Math.min(LARGE_PICTURE_PX, UPRIGHT.height)];
    const renditions = sizes.map((size) => rendition(source, size));
    const build = path.join(folder, `build-${orientation}`);
    await placePictures(renditions, path.join(folder, 'cache'), build);
    for (const { file } of renditions) {
      const made = await readFile(path.join(build, file));
      expect(await metadataIn(made)).toEqual([]);
      expect(await quartersOf(made)).toEqual(IN_ORDER);
    }
  });
});
