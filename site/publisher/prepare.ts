// Readies a finished build to go live: files identical to the live build's become hard links to
// them (with their compressed copies), and only the changed text files are precompressed (brotli
// and gzip), as a CDN would serve them. After a one-product edit most of a build is unchanged, so
// this costs what changed, not the size of the catalogue, and the builds kept share their bytes.
// The pages the build restored from the live build (its report says so) are not read at all.
// Linking comes before the build goes live; compressing may come after (the publisher's `finish`),
// the pages being served uncompressed for the seconds it takes.
//
// Pages get a fast brotli quality, as a CDN compressing on the fly would (the top qualities take
// about 20 ms a page); the scripts and styles of _astro/, which are few and cached for a year, get
// the best one.
import { existsSync, linkSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
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

// The listing, checks and links below are many small system calls, a few per file: made
// synchronously they take microseconds each, where each round trip through libuv's thread pool
// took about 0.1 ms (a thousand pages cost a second). The work yields to the event loop every few
// files so the live site keeps answering meanwhile.
const YIELD_EVERY = 64;

/** What the site's build script reports (scripts/build.mjs --report): output paths, "/about/index.html". */
export interface BuildReport {
  rendered: string[];
  reused: string[];
  /** The folder the reused pages' build went to: they are byte for byte that build's. */
  reusedFrom: string | null;
}

/**
 * The pages a build restored from the live build, whose bytes prepareBuild need not compare: only
 * when the build they came from is the one that is live, not one whose publishing failed after it
 * built, nor a build by hand with the same cache.
 */
export function pagesRestoredFromLive(report: BuildReport | null, liveDir: string | null): ReadonlySet<string> {
  const fromLive = report?.reusedFrom && liveDir && path.resolve(report.reusedFrom) === path.resolve(liveDir);
  return fromLive ? new Set(report.reused) : new Set();
}

/**
 * Is the file the live one's equal? `reused`: the build says it reused the live build's bytes.
 * 'linked' when it is the live file already (a page the build restored as a link to it).
 */
function sameAsLive(file: string, relative: string, liveFile: string, reused: boolean): 'linked' | boolean {
  try {
    const mine = statSync(file);
    const live = statSync(liveFile);
    if (mine.ino === live.ino && mine.dev === live.dev) return 'linked';
    if (mine.size !== live.size) return false;
    if (reused || namedByContent(relative)) return true;
    return readFileSync(file).equals(readFileSync(liveFile));
  } catch {
    return false;
  }
}

/** Replaces `file` with a hard link to `target`, in one rename so the file is never missing. */
function linkTo(target: string, file: string): void {
  const temporary = `${file}.${process.pid}.link`;
  try {
    linkSync(target, temporary);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    // Left by a publisher stopped in the middle of this.
    rmSync(temporary, { force: true });
    linkSync(target, temporary);
  }
  renameSync(temporary, file);
}

/**
 * Links the live file's compressed copies beside `file`; false, linking none, when the live build
 * lacks one. A fresh build has no copies of its own, so a plain link does; one left by an earlier
 * attempt is replaced.
 */
function linkCopies(liveFile: string, file: string): boolean {
  const linked: string[] = [];
  for (const suffix of COMPRESSED) {
    try {
      linkSync(`${liveFile}${suffix}`, `${file}${suffix}`);
    } catch (error) {
      const { code } = error as NodeJS.ErrnoException;
      if (code === 'EEXIST') linkTo(`${liveFile}${suffix}`, `${file}${suffix}`);
      else if (code === 'ENOENT' && !existsSync(`${liveFile}${suffix}`)) {
        for (const copy of linked) rmSync(copy, { force: true });
        return false;
      } else throw error;
    }
    linked.push(`${file}${suffix}`);
  }
  return true;
}

/** Links a file identical to the live one; false when it differs or a compressed copy is missing. */
function reuseLive(file: string, relative: string, liveFile: string, text: boolean, reused: boolean): boolean {
  const same = sameAsLive(file, relative, liveFile, reused);
  if (!same) return false;
  if (text && statSync(liveFile).size >= MIN_BYTES && !linkCopies(liveFile, file)) return false;
  if (same !== 'linked') linkTo(liveFile, file);
  return true;
}

async function compress(file: string, relative: string, content: Buffer): Promise<void> {
  const quality = namedByContent(relative) ? QUALITY.asset : QUALITY.page;
  const [br, gz] = await Promise.all([
    brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: quality.brotli } }),
    gzipped(content, { level: quality.gzip }),
  ]);
  await Promise.all([writeWhole(`${file}.br`, br), writeWhole(`${file}.gz`, gz)]);
}

async function writeWhole(file: string, content: Buffer): Promise<void> {
  const aside = `${file}.${process.pid}.tmp`;
  await writeFile(aside, content);
  await rename(aside, file);
}

/**
 * A product picture hard-linked from the pictures' cache (integrations/product-pictures.ts) already
 * shares its bytes with every build, the live one included, and is never compressed: nothing to do.
 * (Where the cache is on another disk the build holds a copy, which is linked to the live one.)
 */
function linkedFromPictureCache(file: string, relative: string): boolean {
  return relative.startsWith(`${PICTURES_FOLDER}${path.sep}`) && statSync(file).nlink > 1;
}

/** A build readied to go live: the files linked to the live build's, and the text files still to compress. */
export interface LinkedBuild {
  linked: number;
  /** Text files of the build worth compressing, paths relative to it. */
  toCompress: string[];
}

/** The files under `dir`, read a folder at a time between the caller's yields (see YIELD_EVERY). */
function* filesUnder(dir: string): Generator<string> {
  const folders = [dir];
  for (let folder = folders.pop(); folder !== undefined; folder = folders.pop()) {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) folders.push(full);
      else if (entry.isFile()) yield full;
    }
  }
}

/**
 * Links the files of `dir` that the live build has unchanged (with their compressed copies), and
 * lists the other text files worth compressing. `reused`: the pages the build restored from the one
 * that is live (its report's paths, "/about/index.html"), whose bytes need not be compared, only
 * their sizes.
 */
export async function linkUnchanged(
  dir: string,
  liveDir: string | null = null,
  reused: ReadonlySet<string> = new Set(),
): Promise<LinkedBuild> {
  const result: LinkedBuild = { linked: 0, toCompress: [] };
  let index = 0;
  for (const file of filesUnder(dir)) {
    if (index++ % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    const relative = path.relative(dir, file);
    const text = TEXT.test(file);
    if (linkedFromPictureCache(file, relative)) continue;
    const restored = reused.has(`/${relative.split(path.sep).join('/')}`);
    if (liveDir && reuseLive(file, relative, path.join(liveDir, relative), text, restored)) {
      result.linked += 1;
    } else if (text && statSync(file).size >= MIN_BYTES) {
      result.toCompress.push(relative);
    }
  }
  return result;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each of `files` (relative to `dir`), each whole before
 * it appears (written aside, then renamed): a later build may link to them as soon as they exist.
 * Resolves with how many were compressed.
 */
export async function compressFiles(dir: string, files: readonly string[]): Promise<number> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const relative = files[next++] as string;
      await compress(path.join(dir, relative), relative, readFileSync(path.join(dir, relative)));
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return files.length;
}

/** Both steps at once, for a build nobody is waiting for (the first, with nothing live yet). */
export async function prepareBuild(
  dir: string,
  liveDir: string | null = null,
  reused: ReadonlySet<string> = new Set(),
): Promise<PrepareResult> {
  const { linked, toCompress } = await linkUnchanged(dir, liveDir, reused);
  return { linked, compressed: await compressFiles(dir, toCompress) };
}
