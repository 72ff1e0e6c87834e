// The picture pipeline against a real HTTP server standing in for the CMS's uploads, and sharp.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rendition } from '../lib/pictures';
import { placePictures } from './product-pictures';

let server: Server;
let origin = '';
const downloads: string[] = [];
let folder = '';

beforeAll(async () => {
  const png = (width: number, height = width) =>
    sharp({ create: { width, height, channels: 3, background: '#c9a24a' } })
      .png()
      .toBuffer();
  const uploads: Record<string, Buffer> = {
    '/uploads/ring.png': await png(1200),
    '/uploads/pin.png': await png(300),
    '/uploads/chain.png': await png(1200, 900),
    '/uploads/broken.png': Buffer.from('not a picture at all'),
    // Red on the left, blue on the right: a square from either edge is of one colour.
    '/uploads/halves.png': await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: '#0000ff' } })
            .png()
            .toBuffer(),
          left: 200,
          top: 0,
        },
      ])
      .png()
      .toBuffer(),
    // Portrait: green above, black below.
    '/uploads/tall.png': await sharp({ create: { width: 100, height: 300, channels: 3, background: '#00ff00' } })
      .composite([
        {
          input: await sharp({ create: { width: 100, height: 150, channels: 3, background: '#000000' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 150,
        },
      ])
      .png()
      .toBuffer(),
  };
  server = createServer((request, response) => {
    downloads.push(request.url ?? '');
    const body = uploads[request.url ?? ''];
    response.writeHead(body ? 200 : 404).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  folder = await mkdtemp(path.join(tmpdir(), 'pictures-'));
});

afterAll(async () => {
  server.close();
  await rm(folder, { recursive: true, force: true });
});

describe('placing the product pictures', () => {
  it('makes each rendition once, from one download of its upload, and links it into every build', async () => {
    const cache = path.join(folder, 'cache');
    const renditions = [800, 400, 160].map((size) => rendition(`${origin}/uploads/ring.png`, size));
    const first = path.join(folder, 'build-1');
    expect(await placePictures(renditions, cache, first)).toEqual({ placed: 3, made: 3 });
    expect(downloads.filter((url) => url === '/uploads/ring.png')).toHaveLength(1);
    for (const { file, size } of renditions) {
      const made = await sharp(path.join(first, file)).metadata();
      expect([made.format, made.width, made.height]).toEqual(['webp', size, size]);
    }

    const second = path.join(folder, 'build-2');
    expect(await placePictures(renditions, cache, second)).toEqual({ placed: 3, made: 0 });
    expect(downloads.filter((url) => url === '/uploads/ring.png')).toHaveLength(1);
    const [one] = renditions;
    const [cached, inFirst, inSecond] = await Promise.all(
      [cache, first, second].map((dir) => stat(path.join(dir, one?.file ?? ''))),
    );
    expect(inFirst?.ino).toBe(cached?.ino);
    expect(inSecond?.ino).toBe(cached?.ino);
  });

  it('crops an upload that is not square to a square of the size asked', async () => {
    const large = rendition(`${origin}/uploads/chain.png`, 900);
    await placePictures([large], path.join(folder, 'cache'), path.join(folder, 'build-5'));
    const made = await sharp(path.join(folder, 'build-5', large.file)).metadata();
    expect([made.width, made.height]).toEqual([900, 900]);
  });

  it('crops each square around the picture’s focal point, kept inside the picture', async () => {
    /** The colour at the left, middle and right of a rendition's middle row, as "r,g,b" (rounded to 0 or 255). */
    const colours = async (file: string, build: string) => {
      const { data, info } = await sharp(path.join(folder, build, file))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number) => {
        const offset = (y * info.width + x) * info.channels;
        return [0, 1, 2].map((channel) => ((data[offset + channel] ?? 0) > 127 ? 255 : 0)).join(',');
      };
      const middle = Math.floor(info.height / 2);
      return {
        left: at(2, middle),
        right: at(info.width - 3, middle),
        top: at(Math.floor(info.width / 2), 2),
        bottom: at(Math.floor(info.width / 2), info.height - 3),
      };
    };
    const wide = `${origin}/uploads/halves.png`;
    const tall = `${origin}/uploads/tall.png`;
    const renditions = {
      leftEdge: rendition(wide, 100, { x: 0, y: 0.5 }),
      centre: rendition(wide, 100),
      rightEdge: rendition(wide, 100, { x: 1, y: 0 }),
      top: rendition(tall, 80, { x: 0.5, y: 0.1 }),
      bottom: rendition(tall, 80, { x: 0.2, y: 0.9 }),
    };
    // A picture's renditions for other focal points are other files.
    expect(new Set(Object.values(renditions).map(({ file }) => file)).size).toBe(5);
    await placePictures(Object.values(renditions), path.join(folder, 'cache'), path.join(folder, 'build-7'));
    const red = '255,0,0';
    const blue = '0,0,255';
    expect(await colours(renditions.leftEdge.file, 'build-7')).toMatchObject({ left: red, right: red });
    expect(await colours(renditions.rightEdge.file, 'build-7')).toMatchObject({ left: blue, right: blue });
    expect(await colours(renditions.centre.file, 'build-7')).toMatchObject({ left: red, right: blue });
    expect(await colours(renditions.top.file, 'build-7')).toMatchObject({ top: '0,255,0', bottom: '0,255,0' });
    expect(await colours(renditions.bottom.file, 'build-7')).toMatchObject({ top: '0,0,0', bottom: '0,0,0' });
    const made = await sharp(path.join(folder, 'build-7', renditions.leftEdge.file)).metadata();
    expect([made.width, made.height]).toEqual([100, 100]);
  });

  it('never enlarges a small upload', async () => {
    const [big] = [rendition(`${origin}/uploads/pin.png`, 800)];
    await placePictures([big as never], path.join(folder, 'cache'), path.join(folder, 'build-3'));
    const made = await sharp(path.join(folder, 'build-3', big?.file ?? '')).metadata();
    expect(made.width).toBe(300);
  });

  it('fails the build naming an upload that is no picture, and caches nothing of it', async () => {
    const broken = rendition(`${origin}/uploads/broken.png`, 480);
    const cache = path.join(folder, 'cache');
    await expect(placePictures([broken], cache, path.join(folder, 'build-6'))).rejects.toThrow(
      `Cannot make the picture ${origin}/uploads/broken.png`,
    );
    expect((await readdir(cache)).filter((file) => file.startsWith('broken') || file.endsWith('.tmp'))).toEqual([]);
  });

  it('fails the build naming a picture the CMS cannot give, and caches nothing of it', async () => {
    const missing = rendition(`${origin}/uploads/gone.png`, 480);
    const cache = path.join(folder, 'cache');
    await expect(placePictures([missing], cache, path.join(folder, 'build-4'))).rejects.toThrow(
      `Cannot fetch the picture ${origin}/uploads/gone.png: the CMS answered 404`,
    );
    expect((await readdir(cache)).filter((file) => file.startsWith('gone') || file.endsWith('.tmp'))).toEqual([]);
  });
});
