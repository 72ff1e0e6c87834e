// Precompresses a build's text files (brotli and gzip), as a CDN would serve them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const TEXT = /\.(html|css|js|mjs|json|svg|xml|txt|webmanifest)$/;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export async function precompress(dir: string): Promise<void> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const entry of entries) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const content = await readFile(file);
    if (content.length < 512) continue;
    await writeFile(`${file}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } }));
    await writeFile(`${file}.gz`, await gzipped(content, { level: 9 }));
  }
}
