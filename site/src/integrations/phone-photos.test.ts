// Phone photos through the picture pipeline: a JPEG whose pixels are stored turned, with the EXIF
// orientation (1 to 8) that shows them upright, a GPS position, the camera's name, XMP and a comment
// (the test kit's phone photos, as the CMS tests upload them). Every rendition, the large one of the
// zoom and the viewer included, is upright and carries none of it.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CAMERA,
  DATUM,
  metadataIn,
  ORIENTATIONS,
  phoneJpeg,
  quartersOf,
  UPRIGHT_QUARTERS,
} from '@suvarna/testkit/phone-photos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GALLERY, LARGE_PICTURE_PX, rendition, THUMBNAIL } from '../lib/pictures';
import { placePictures } from './product-pictures';

/** The photo as it is meant to be seen: twice the test kit's default size, which the CMS tests upload. */
const UPRIGHT = { width: 480, height: 240 };

let server: Server;
let origin = '';
let folder = '';
const photos = new Map<string, Uint8Array>();

beforeAll(async () => {
  for (const orientation of ORIENTATIONS)
    photos.set(`/uploads/phone-${orientation}.jpg`, await phoneJpeg(orientation, UPRIGHT));
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
    const photo = photos.get(new URL(source).pathname) as Uint8Array;
    expect(await metadataIn(photo)).toEqual(expect.arrayContaining(['exif', 'xmp', 'orientation', CAMERA, DATUM]));
    // The gallery's and the thumbnail's sizes, and the large picture's (at most 1,600 px, never
    // more than the upload's shorter side: as the CMS reports an upright photo's).
    const sizes = [...GALLERY.sizes, ...THUMBNAIL.sizes, Math.min(LARGE_PICTURE_PX, UPRIGHT.height)];
    const renditions = sizes.map((size) => rendition(source, size));
    const build = path.join(folder, `build-${orientation}`);
    await placePictures(renditions, path.join(folder, 'cache'), build);
    for (const { file } of renditions) {
      const made = await readFile(path.join(build, file));
      expect(await metadataIn(made)).toEqual([]);
      expect((await quartersOf(made)).quarters).toEqual(UPRIGHT_QUARTERS);
    }
  });
});
