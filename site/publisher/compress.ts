// Precompresses a build's text files (brotli and gzip), as a CDN would serve them.
//
// It runs on every rebuild, so it has to be quick: pages change with every rate change (their
// prices follow the rates), and brotli's top qualities take about 20 ms a page, 20 s for a
// catalogue of 1,000 products. Pages get a fast quality, as a CDN compressing on the fly would;
// content-hashed assets (_astro/), which are few and cached for a year, get the best one. A file
// identical to the live build's reuses its compressed copies.
import { copyFile, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
const MIN_BYTES = 512;
// zlib works in libuv's thread pool, four threads by default.
const PARALLEL = 4;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const QUALITY = {
  page: { brotli: 5, gzip: 6 },
  asset: { brotli: 11, gzip: 9 },
} as const;

async function sameAsLive(content: Buffer, liveFile: string): Promise<boolean> {
  try {
    return content.equals(await readFile(liveFile));
  } catch {
    return false;
  }
}

async function compressFile(file: string, relative: string, liveDir: string | null): Promise<void> {
  const content = await readFile(file);
  if (content.length < MIN_BYTES) return;
  if (liveDir && (await sameAsLive(content, path.join(liveDir, relative)))) {
    try {
      await copyFile(path.join(liveDir, `${relative}.br`), `${file}.br`);
      await copyFile(path.join(liveDir, `${relative}.gz`), `${file}.gz`);
      return;
    } catch {
      // The live build lacks a compressed copy: make them below.
    }
  }
  const quality = relative.startsWith(`_astro${path.sep}`) ? QUALITY.asset : QUALITY.page;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality.brotli } }),
    gzipped(content, { level: quality.gzip }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Writes `<file>.br` and `<file>.gz` beside each text file of `dir` worth compressing. */
export async function precompress(dir: string, liveDir: string | null = null): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      await compressFile(file, path.relative(dir, file), liveDir);
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
}
