// @vitest-environment node
// The committed cut fonts are what scripts/subset-fonts.mjs makes now: a change of its character
// list or of @fontsource shows here until the script is run again and its output committed.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { FONTS_CSS, FONTS_DIR, subsetFonts } from './subset-fonts.mjs';

describe('the cut fonts', () => {
  let made: Awaited<ReturnType<typeof subsetFonts>>;
  beforeAll(async () => {
    made = await subsetFonts();
  });

  it('are committed as the script makes them, with no file left over', async () => {
    const { files, css } = made;
    expect((await readdir(FONTS_DIR)).sort()).toEqual([...files.keys()].sort());
    for (const [file, bytes] of files) {
      expect(Buffer.compare(await readFile(path.join(FONTS_DIR, file)), bytes), file).toBe(0);
    }
    expect(await readFile(FONTS_CSS, 'utf8')).toBe(css);
  });

  it('hold far less than the faces they are cut from, the rupee sign in its own tiny file', () => {
    const { files } = made;
    for (const [file, bytes] of files) {
      expect(bytes.length, file).toBeLessThan(file.endsWith('-rupee.woff2') ? 1_500 : 16_000);
      expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
    }
  });
});
