// The SVG of a Lucide icon at one size, drawn once per build (drawn-once.ts): a product page has
// five icons, on thousands of pages, and they are the same few drawings.
import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';
import { drawnOnce } from './drawn-once';

export interface IconLook {
  size: number;
  strokeWidth: number;
  className?: string | undefined;
}

/** The icon's `<svg>`, hidden from assistive technology: every icon of the pages sits beside its words. */
export function iconMarkup(icon: LucideIcon, look: IconLook): string {
  return drawnOnce(icon, `${look.size} ${look.strokeWidth} ${look.className ?? ''}`, () =>
    createElement(icon, { ...look, 'aria-hidden': true }),
  );
}
