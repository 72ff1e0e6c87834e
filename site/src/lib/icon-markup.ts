// The SVG of a Lucide icon at one size, drawn by React once per build. Astro hands each React
// component on a page to React as a render of its own; a product page has five icons, on thousands
// of pages, and they are the same few drawings.
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

export interface IconLook {
  size: number;
  strokeWidth: number;
  className?: string | undefined;
}

const drawn = new Map<LucideIcon, Map<string, string>>();

/** The icon's `<svg>`, hidden from assistive technology: every icon of the pages sits beside its words. */
export function iconMarkup(icon: LucideIcon, look: IconLook): string {
  const looks = drawn.get(icon) ?? new Map<string, string>();
  drawn.set(icon, looks);
  const key = `${look.size} ${look.strokeWidth} ${look.className ?? ''}`;
  let svg = looks.get(key);
  if (svg === undefined) {
    svg = renderToStaticMarkup(createElement(icon, { ...look, 'aria-hidden': true }));
    looks.set(key, svg);
  }
  return svg;
}
