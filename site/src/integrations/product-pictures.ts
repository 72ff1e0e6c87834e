// Makes and places the product pictures the pages show (src/lib/pictures.ts): each rendition is made
// once into the build cache, from one download of its upload, and hard-linked into every build after
// it (a rendition's name says what it is made from, so a cached one never changes).

import { copyFile, link, mkdir, rename, rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { squareCrop } from '@suvarna/domain';
import type { AstroIntegration } from 'astro';
import sharp from 'sharp';
import { PICTURE_QUALITY, PICTURES_FOLDER, type Rendition, registeredRenditions } from '../lib/pictures';

const DOWNLOAD_TIMEOUT_MS = 30_000;

async function download(source: string): Promise<Buffer> {
  const response = await fetch(source, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Cannot fetch the picture ${source}: the CMS answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Makes the renditions of one upload that the cache lacks (written aside, then renamed into place). */
async function make(source: string, renditions: readonly Rendition[], cacheFolder: string) {
  const original = await download(source);
  // The picture's size as seen (EXIF orientations 5 to 8 turn it a quarter): each square is cut
  // around its focal point from the upright picture, then scaled.
  let upright = { width: 0, height: 0 };
  try {
    const { width, height, orientation = 1 } = await sharp(original).metadata();
    upright = orientation >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    // Not a picture: each rendition below fails, naming it.
  }
  await Promise.all(
    renditions.map(async ({ size, file, focus }) => {
      const target = path.join(cacheFolder, file);
      const aside = `${target}.${process.pid}.tmp`;
      try {
        // Upright as the photo's EXIF orientation says (a phone's portrait photo is stored
        // sideways); sharp writes none of the original's metadata.
        const crop = squareCrop(upright.width, upright.height, focus);
        await sharp(original)
          .autoOrient()
          .extract({ left: crop.left, top: crop.top, width: crop.size, height: crop.size })
          .resize(size, size, { fit: 'cover', withoutEnlargement: true })
          .webp({ quality: PICTURE_QUALITY })
          .toFile(aside);
      } catch (error) {
        await rm(aside, { force: true });
        throw new Error(`Cannot make the picture ${source}: ${error instanceof Error ? error.message : error}`);
      }
      await rename(aside, target);
    }),
  );
}

/**
 * A cached rendition into the build: a hard link, or a copy where the two are on different disks.
 * False when the cache has no such rendition yet (the link's failure says so: no look first).
 */
async function place(cached: string, target: string): Promise<boolean> {
  try {
    await link(cached, target);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return false;
    if (code === 'EEXIST') return true;
    if (code !== 'EXDEV' && code !== 'EPERM') throw error;
    await copyFile(cached, target);
  }
  return true;
}

/** Runs `task` on every item, `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function placePictures(renditions: readonly Rendition[], cacheFolder: string, outFolder: string) {
  await Promise.all([mkdir(cacheFolder, { recursive: true }), mkdir(outFolder, { recursive: true })]);
  const unique = [...new Map(renditions.map((entry) => [entry.file, entry])).values()];
  const placeOne = ({ file }: Rendition) => place(path.join(cacheFolder, file), path.join(outFolder, file));
  const missing = new Map<string, Rendition[]>();
  await eachLimited(unique, 64, async (entry) => {
    if (await placeOne(entry)) return;
    missing.set(entry.source, [...(missing.get(entry.source) ?? []), entry]);
  });
  await eachLimited([...missing], availableParallelism(), ([source, list]) => make(source, list, cacheFolder));
  const made = [...missing.values()].flat();
  await eachLimited(made, 64, async (entry) => {
    if (!(await placeOne(entry))) throw new Error(`The picture ${entry.file} was made but is not in the cache`);
  });
  return { placed: unique.length, made: made.length };
}

export function productPictures(): AstroIntegration {
  let cacheFolder = '';
  return {
    name: 'suvarna:product-pictures',
    hooks: {
      'astro:config:done': ({ config }) => {
        cacheFolder = path.join(fileURLToPath(config.cacheDir), 'pictures');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const { placed, made } = await placePictures(
          registeredRenditions(),
          cacheFolder,
          path.join(fileURLToPath(dir), PICTURES_FOLDER),
        );
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        logger.info(`${placed} product pictures placed (${made} made anew) in ${seconds} s`);
      },
    },
  };
}
