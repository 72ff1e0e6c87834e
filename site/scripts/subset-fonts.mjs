// `node scripts/subset-fonts.mjs`: cuts the shop's web fonts down to the characters its pages use,
// into src/assets/fonts/, and writes every @font-face rule of the site into src/styles/fonts.css.
//
// Why: the @fontsource Latin files hold some 250 glyphs each, and the rupee sign sits in their
// Latin Extended files, so a page with a price fetched seven font files (about 135 KB), which on a
// phone delayed the product list's first pictures (Lighthouse LCP). The cut Latin files are about
// 60 KB in all.
//
// Gujarati and Hindi pages add Noto Sans and Noto Serif in their script (global.css puts them in the
// font stacks of those pages only, so English pages never fetch them). Their cut keeps the script's
// letters and signs, whatever the shop names a piece, and leaves out its own digits (prices keep
// Latin digits) and rare signs: about 30 to 38 KB a file, most of it conjuncts.
//
// Characters outside a cut (a name with an ő, say) still get the full @fontsource face, declared
// first: for each character a browser uses the last declared face whose unicode-range holds it.
// Every face has a unicode-range. @fontsource's per-subset CSS files (`latin-400.css`) have none,
// and a face without one holds every character: the switcher's ગુજરાતી made each English page
// fetch the full Latin files too. So the fallback faces are written here, with the ranges of the
// package's own `400.css`.
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

/**
 * The Latin cut: printable ASCII, the no-break space, and the symbols and punctuation the pages
 * print (× − › · © … – — quotes, bullet, é of pavé). As [first, last] code points.
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
/** ZWNJ and ZWJ, which steer conjuncts. */
const JOINERS = [0x200c, 0x200d];
/** Drawn under a vowel sign with no letter to sit on: kept in the Indic cuts, not in their range. */
const DOTTED_CIRCLE = 0x25cc;

/**
 * Each face the pages use: the weights of BRAND.md's two families, then Noto in the scripts of the
 * translated pages. `cuts` are the files made from @fontsource's subset `from`; `fallbacks` the
 * @fontsource subsets declared whole beneath them.
 */
const LATIN_FACES = [
  { package: 'cormorant-garamond', weight: 500, style: 'normal' },
  { package: 'cormorant-garamond', weight: 600, style: 'normal' },
  { package: 'cormorant-garamond', weight: 500, style: 'italic' },
  { package: 'mulish', weight: 400, style: 'normal' },
  { package: 'mulish', weight: 600, style: 'normal' },
].map((face) => ({
  ...face,
  cuts: [
    { suffix: '', from: 'latin', ranges: CORE_RANGES },
    { suffix: '-rupee', from: 'latin-ext', ranges: [[RUPEE, RUPEE]] },
  ],
  fallbacks: ['latin-ext', 'latin'],
}));
/**
 * What Gujarati and Hindi write: letters, vowel signs, nukta, virama, dandas and the abbreviation
 * sign of Hindi's short month names; not the scripts' own digits (prices keep Latin ones) nor
 * their Vedic, Sanskrit-only and other languages' letters.
 */
const SCRIPTS = [
  {
    script: 'gujarati',
    ranges: [[0x964, 0x965], [0xa81, 0xa83], [0xa85, 0xab9], [0xabc, 0xacd], [0xad0, 0xad0], JOINERS],
  },
  {
    script: 'devanagari',
    ranges: [[0x901, 0x903], [0x905, 0x939], [0x93c, 0x94d], [0x950, 0x950], [0x958, 0x965], [0x970, 0x970], JOINERS],
  },
];
// Two faces a script, about 30 to 38 KB each: sans for text, serif for headings. Text set at 600
// gets the browser's bolder drawing of the sans: a third face would cost a phone some 32 to 42 KB.
const SCRIPT_FACES = SCRIPTS.flatMap(({ script, ranges }) =>
  [
    { package: `noto-sans-${script}`, weight: 400 },
    { package: `noto-serif-${script}`, weight: 500, weights: '500 600' },
  ].map((face) => ({
    ...face,
    style: 'normal',
    cuts: [{ suffix: '', from: script, ranges, extra: [DOTTED_CIRCLE] }],
    fallbacks: [script],
  })),
);

const hex = (codePoint) => codePoint.toString(16).toUpperCase();
const unicodeRange = (ranges) =>
  ranges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
const characters = (ranges) =>
  ranges.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  );
/** `cormorant-garamond` is "Cormorant Garamond". */
const familyOf = (fontPackage) =>
  fontPackage.replace(/(^|-)(\w)/g, (_, dash, letter) => `${dash && ' '}${letter.toUpperCase()}`);

const fontFace = (face, src, range) =>
  [
    '@font-face {',
    `  font-family: "${familyOf(face.package)}";`,
    `  font-style: ${face.style};`,
    '  font-display: swap;',
    `  font-weight: ${face.weights ?? face.weight};`,
    `  src: url("${src}") format("woff2");`,
    `  unicode-range: ${range};`,
    '}',
  ].join('\n');

/** The unicode-range @fontsource gives each subset of a face, from the package's own CSS. */
async function fontsourceRanges(require, face) {
  const css = await readFile(
    require.resolve(`@fontsource/${face.package}/${face.weight}${face.style === 'italic' ? '-italic' : ''}.css`),
    'utf8',
  );
  const ranges = new Map();
  for (const [, name, rule] of css.matchAll(/\/\* ([\w-]+) \*\/\s*@font-face \{([^}]*)\}/g)) {
    const range = /unicode-range: ([^;]+);/.exec(rule)?.[1];
    if (range) ranges.set(name, range.replaceAll(',', ', '));
  }
  return ranges;
}

/** The cut fonts and their CSS, in memory: `files` maps a file name to its bytes. */
export async function subsetFonts() {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const files = new Map();
  const fallbackRules = [];
  const cutRules = [];
  for (const face of [...LATIN_FACES, ...SCRIPT_FACES]) {
    const fontsourceFile = (subset) => `${face.package}-${subset}-${face.weight}-${face.style}.woff2`;
    const ranges = await fontsourceRanges(require, face);
    for (const subset of face.fallbacks) {
      const range = ranges.get(fontsourceFile(subset).replace('.woff2', ''));
      if (!range) throw new Error(`@fontsource/${face.package} gives no unicode-range for its ${subset} subset`);
      const src = `../../node_modules/@fontsource/${face.package}/files/${fontsourceFile(subset)}`;
      fallbackRules.push(fontFace(face, src, range));
    }
    for (const cut of face.cuts) {
      const file = `${face.package}-${face.weight}-${face.style}${cut.suffix}.woff2`;
      const source = await readFile(require.resolve(`@fontsource/${face.package}/files/${fontsourceFile(cut.from)}`));
      const text = [...characters(cut.ranges), ...(cut.extra ?? []).map((point) => String.fromCodePoint(point))];
      files.set(file, Buffer.from(await subsetFont(source, text.join(''), { targetFormat: 'woff2' })));
      cutRules.push(fontFace(face, `../assets/fonts/${file}`, unicodeRange(cut.ranges)));
    }
  }
  const css = [
    `/* Made by scripts/subset-fonts.mjs: do not edit. The full @fontsource faces first, then the cuts
   of them the pages use, declared last so a browser prefers them for the characters they hold. */`,
    ...fallbackRules,
    ...cutRules,
    '',
  ].join('\n');
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
