// Static React markup drawn once per build and reused. Astro hands each React component on a page
// to React as a render of its own; the same icons and product cards recur on thousands of pages.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const drawn = new WeakMap<object, Map<string, string>>();

/**
 * The HTML of `draw()` for `owner` (an icon, a card object) and `look` (what else the markup
 * depends on), drawn the first time it is asked for.
 */
export function drawnOnce(owner: object, look: string, draw: () => ReactElement): string {
  const looks = drawn.get(owner) ?? new Map<string, string>();
  drawn.set(owner, looks);
  let html = looks.get(look);
  if (html === undefined) {
    html = renderToStaticMarkup(draw());
    looks.set(look, html);
  }
  return html;
}
