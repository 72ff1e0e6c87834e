// Readies a finished build to go live: files identical to the live build's become hard links to
// them (with their compressed copies), and only the changed text files are precompressed (brotli
// and gzip), as a CDN would serve them. After a one-product edit most of a build is unchanged, so
// this costs what changed, not the size of the catalogue, and the builds kept share their bytes.
//
// Pages get a fast brotli quality, as a CDN compressing on the fly would (the top qualities take
// about 20 ms a page); the scripts and styles of _astro/, which are few and cached for a year, get
// the best one.
import { link, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { PICTURES_FOLDER } from '../src/lib/pictures.ts';

const TEXT = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
const COMPRESSED = ['.br', '.gz'] as const;
const MIN_BYTES = 512;
// zlib works in libuv's thread pool, four threads by default.
const PARALLEL = 4;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const QUALITY = {
  page: { brotli: 5, gzip: 6 },
  asset: { brotli: 11, gzip: 9 },
} as const;

export interface PrepareResult {
  /** Files now linked to the live build's copy. */
  linked: number;
  /** Text files compressed anew. */
  compressed: number;
}

// Files under _astro/ are named by their content (scripts, styles, the banners' pictures), and the
// product pictures by their upload, which the CMS names uniquely, and the rendition
// (src/lib/pictures.ts): the same name and size is the same file, without reading either.
// Pictures are most of a build's bytes.
const NAMED_BY_CONTENT = [`_astro${path.sep}`, `${PICTURES_FOLDER}${path.sep}`];
const namedByContent = (relative: string) => NAMED_BY_CONTENT.some((folder) => relative.startsWith(folder));

async function sameAsLive(file: string, relative: string, liveFile: string): Promise<boolean> {
  try {
    const [mine, live] = await Promise.all([stat(file), stat(liveFile)]);
    if (mine.ino === live.ino && mine.dev === live.dev) return true;
    if (mine.size !== live.size) return false;
    if (namedByContent(relative)) return true;
    const [content, liveContent] = await Promise.all([readFile(file), readFile(liveFile)]);
    return content.equals(liveContent);
  } catch {
    return false;
  }
}

/** Replaces `file` with a hard link to `target`, in one rename so the file is never missing. */
async function linkTo(target: string, file: string): Promise<void> {
  const temporary = `${file}.${process.pid}.link`;
  await rm(temporary, { force: true });
  await link(target, temporary);
  await rename(temporary, file);
}

/** Links a file identical to the live one; false when it differs or a compressed copy is missing. */
async function reuseLive(file: string, relative: string, liveFile: string, text: boolean): Promise<boolean> {
  if (!(await sameAsLive(file, relative, liveFile))) return false;
  const copies = text && (await stat(file)).size >= MIN_BYTES ? COMPRESSED : [];
  try {
    await Promise.all(copies.map((suffix) => stat(`${liveFile}${suffix}`)));
  } catch {
    return false;
  }
  await linkTo(liveFile, file);
  await Promise.all(copies.map((suffix) => linkTo(`${liveFile}${suffix}`, `${file}${suffix}`)));
  return true;
}

async function compress(file: string, relative: string, content: Buffer): Promise<void> {
  const quality = namedByContent(relative) ? QUALITY.asset : QUALITY.page;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality.brotli } }),
    gzipped(content, { level: quality.gzip }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Links the files of `dir` that the live build has unchanged, and writes `<file>.br`/`.gz` beside the other text files worth it. */
export async function prepareBuild(dir: string, liveDir: string | null = null): Promise<PrepareResult> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  const result: PrepareResult = { linked: 0, compressed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string;
      const relative = path.relative(dir, file);
      const text = TEXT.test(file);
      if (liveDir && (await reuseLive(file, relative, path.join(liveDir, relative), text))) {
        result.linked += 1;
        continue;
      }
      if (!text) continue;
      const content = await readFile(file);
      if (content.length >= MIN_BYTES) {
        await compress(file, relative, content);
        result.compressed += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}
