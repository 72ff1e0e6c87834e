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
      const limit = file.endsWith('-rupee.woff2') ? 1_500 : file.startsWith('noto-') ? 45_000 : 16_000;
      expect(bytes.length, file).toBeLessThan(limit);
      expect(bytes.subarray(0, 4).toString('latin1'), file).toBe('wOF2');
    }
  });

  it('give every face a unicode-range, so a page fetches a file only for characters it prints', () => {
    const faces = made.css.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces.length).toBeGreaterThan(0);
    for (const face of faces) expect(face).toMatch(/unicode-range: U\+/);
  });

  it('give Gujarati and Hindi pages two cut faces each, for their script only, with no italic', () => {
    const cuts = [...made.css.matchAll(/@font-face \{[^}]*font-family: "(Noto [^"]+)"[^}]*assets\/fonts[^}]*\}/g)];
    expect(cuts.map((face) => face[1]).sort()).toEqual([
      'Noto Sans Devanagari',
      'Noto Sans Gujarati',
      'Noto Serif Devanagari',
      'Noto Serif Gujarati',
    ]);
    for (const [face] of cuts) {
      expect(face).toContain('font-style: normal;');
      expect(face).not.toContain('font-weight: 600;');
      // No Latin: Cormorant and Mulish keep the Latin letters, digits and rupee sign of every page.
      expect(face).not.toMatch(/U\+(0|20|20B9)\b/);
    }
  });

  it('hold every Gujarati and Devanagari character the translated pages print', async () => {
    // A character outside the cut makes the page fetch the script's full face too (some 50 KB).
    const covered = (family: string) => {
      const face = new RegExp(`font-family: "${family}";[^}]*assets/fonts[^}]*unicode-range: ([^;]+);`).exec(made.css);
      const ranges = (face?.[1] ?? '').split(', ').map((range) =>
        range
          .replace('U+', '')
          .split('-')
          .map((hex) => Number.parseInt(hex, 16)),
      );
      return (character: string) => {
        const point = character.codePointAt(0) ?? 0;
        return ranges.some(([first = 0, last = first]) => point >= first && point <= last);
      };
    };
    const demo = await readFile(
      path.resolve(import.meta.dirname, '../../packages/demo-catalogue/src/translations.ts'),
      'utf8',
    );
    for (const [locale, script, letters] of [
      ['gu', 'Gujarati', /\p{Script=Gujarati}/gu],
      ['hi', 'Devanagari', /\p{Script=Devanagari}/gu],
    ] as const) {
      const dir = path.resolve(import.meta.dirname, '../src/i18n/messages', locale);
      const catalogues = await Promise.all((await readdir(dir)).map((file) => readFile(path.join(dir, file), 'utf8')));
      // Dates and times as the pages write them (src/lib/format.ts, the rate trend), every month.
      const dates = Array.from({ length: 12 }, (_, month) =>
        ['medium', 'long'].map((dateStyle) =>
          new Intl.DateTimeFormat(`${locale}-IN`, { dateStyle: dateStyle as 'medium', timeStyle: 'short' }).format(
            new Date(2026, month, 1, 13),
          ),
        ),
      ).flat();
      const printed = new Set([...catalogues, demo, ...dates].join('').match(letters));
      expect(printed.size, script).toBeGreaterThan(40);
      for (const family of [`Noto Sans ${script}`, `Noto Serif ${script}`]) {
        expect(
          [...printed].filter((character) => !covered(family)(character)),
          family,
        ).toEqual([]);
      }
    }
  });
});
