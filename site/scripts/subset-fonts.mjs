// `node scripts/subset-fonts.mjs`: cuts the shop's web fonts down to the characters its pages use,
// into src/assets/fonts/, and writes their @font-face rules into src/styles/fonts.css.
//
// Why: the @fontsource Latin files hold some 250 glyphs each, and the rupee sign sits in their
// Latin Extended files, so a page with a price fetched seven font files (about 135 KB), which on a
// phone delayed the product list's first pictures (Lighthouse LCP). The cut files are about 60 KB
// in all. Characters outside the cut (a name with an ő, say) still get the full @fontsource face,
// declared first in global.css: for each character a browser uses the last declared face whose
// unicode-range holds it, and downloads a file only when a character needs it.
//
// The output is committed (the fonts change only when this script or @fontsource does); a test
// checks it is what this script makes now. Uses subset-font (HarfBuzz compiled to WebAssembly): no
// native build, deterministic output.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

const siteDir = path.resolve(import.meta.dirname, '..');
export const FONTS_DIR = path.join(siteDir, 'src', 'assets', 'fonts');
export const FONTS_CSS = path.join(siteDir, 'src', 'styles', 'fonts.css');

/** The faces the pages use: the weights of BRAND.md's two families. */
const FACES = [
  { package: 'cormorant-garamond', family: 'Cormorant Garamond', weight: 500, style: 'normal' },
  { package: 'cormorant-garamond', family: 'Cormorant Garamond', weight: 600, style: 'normal' },
  { package: 'cormorant-garamond', family: 'Cormorant Garamond', weight: 500, style: 'italic' },
  { package: 'mulish', family: 'Mulish', weight: 400, style: 'normal' },
  { package: 'mulish', family: 'Mulish', weight: 600, style: 'normal' },
];

/**
 * The characters of the cut: printable ASCII, the no-break space, and the symbols and punctuation
 * the pages print (× − › · © … – — quotes, bullet, é of pavé). As [first, last] code points.
 */
const CORE_RANGES = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0xe9, 0xe9],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x203a, 0x203a],
  [0x2212, 0x2212],
];
const RUPEE = 0x20b9;

const hex = (codePoint) => codePoint.toString(16).toUpperCase();
/** As Biome formats it: one value inline, a list on its own line. */
const unicodeRange = (ranges) => {
  const values = ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`));
  return values.length === 1 ? ` ${values[0]}` : `\n    ${values.join(', ')}`;
};
const characters = (ranges) =>
  ranges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  );

/** The cut fonts and their CSS, in memory: `files` maps a file name to its bytes. */
export async function subsetFonts() {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const files = new Map();
  const rules = [];
  for (const face of FACES) {
    const source = (subset) =>
      readFile(
        require.resolve(
          `@fontsource/${face.package}/files/${face.package}-${subset}-${face.weight}-${face.style}.woff2`,
        ),
      );
    const name = `${face.package}-${face.weight}-${face.style}`;
    const parts = [
      { file: `${name}.woff2`, from: 'latin', ranges: CORE_RANGES },
      { file: `${name}-rupee.woff2`, from: 'latin-ext', ranges: [[RUPEE, RUPEE]] },
    ];
    for (const part of parts) {
      files.set(
        part.file,
        Buffer.from(
          await subsetFont(await source(part.from), characters(part.ranges).join(''), { targetFormat: 'woff2' }),
        ),
      );
      rules.push(
        [
          '@font-face {',
          `  font-family: "${face.family}";`,
          `  font-style: ${face.style};`,
          '  font-display: swap;',
          `  font-weight: ${face.weight};`,
          `  src: url("../assets/fonts/${part.file}") format("woff2");`,
          `  unicode-range:${unicodeRange(part.ranges)};`,
          '}',
        ].join('\n'),
      );
    }
  }
  const css = `/* Made by scripts/subset-fonts.mjs: do not edit. The shop's fonts cut to the characters its pages
   use; any other character falls back to the full @fontsource faces imported before this file. */\n${rules.join('\n')}\n`;
  return { files, css };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, css } = await subsetFonts();
  await mkdir(FONTS_DIR, { recursive: true });
  for (const [file, bytes] of files) await writeFile(path.join(FONTS_DIR, file), bytes);
  await writeFile(FONTS_CSS, css);
  const total = [...files.values()].reduce((sum, bytes) => sum + bytes.length, 0);
  console.log(`[fonts] ${files.size} files, ${(total / 1024).toFixed(1)} KB, and ${path.relative(siteDir, FONTS_CSS)}`);
}
