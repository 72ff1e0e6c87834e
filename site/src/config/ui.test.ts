// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { compile } from 'tailwindcss';
import { describe, expect, it } from 'vitest';
import { MOBILE_BREAKPOINT_PX } from './ui';

const require = createRequire(import.meta.url);
const STYLESHEET = path.resolve(import.meta.dirname, '../styles/global.css');
/** A media query's rem is the browser's initial font size, whatever the page sets. */
const PX_PER_REM = 16;

/** The site's stylesheet as Tailwind compiles it for these classes. */
async function siteCss(classes: string[]): Promise<string> {
  const tailwindDir = path.dirname(require.resolve('tailwindcss/package.json'));
  const compiler = await compile(readFileSync(STYLESHEET, 'utf8'), {
    base: path.dirname(STYLESHEET),
    loadStylesheet: async (id, base) => {
      const file =
        id === 'tailwindcss'
          ? path.join(tailwindDir, 'index.css')
          : id.startsWith('.')
            ? path.resolve(base, id)
            : require.resolve(id, { paths: [base] });
      return { path: file, base: path.dirname(file), content: readFileSync(file, 'utf8') };
    },
  });
  return compiler.build(classes);
}

/** The media query a class's rule sits in, e.g. `(width >= 48rem)`. */
function mediaOf(css: string, className: string): string | undefined {
  const selector = `.${className.replace(':', '\\\\:')}`;
  return new RegExp(`@media ([^{]+?) \\{\\s*\\${selector} \\{`).exec(css)?.[1];
}

describe('MOBILE_BREAKPOINT_PX', () => {
  it('is where the stylesheet’s md breakpoint starts, and where the sidebar variants part', async () => {
    const css = await siteCss(['md:hidden', 'upto-md:hidden', 'above-md:hidden']);
    const md = mediaOf(css, 'md:hidden');
    const rem = /^\(width >= ([\d.]+)rem\)$/.exec(md ?? '')?.[1];
    expect(rem, `md: is ${md}`).toBeDefined();
    expect(Number(rem) * PX_PER_REM).toBe(MOBILE_BREAKPOINT_PX);
    expect(mediaOf(css, 'upto-md:hidden')).toBe(`(width <= ${rem}rem)`);
    expect(mediaOf(css, 'above-md:hidden')).toBe(`(width > ${rem}rem)`);
  });
});
