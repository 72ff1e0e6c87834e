// Finds English interface text left on a Gujarati or Hindi page: every text of the English message
// catalogue that the page's language translates differently must not be on it, neither as a text
// nor as an accessible name, placeholder, alt or title. Texts a language keeps as they are (22K,
// WhatsApp) are not looked for; product and category names are content, and no catalogue text.
import type { Page } from '@playwright/test';
import type { Locale } from '../../src/i18n/locales';
import { messages as en } from '../../src/i18n/messages/en';
import { messages as gu } from '../../src/i18n/messages/gu';
import { messages as hi } from '../../src/i18n/messages/hi';

const CATALOGUES = { gu, hi } as const;
/** Values the texts with blanks are filled with, so that they can be looked for too. */
const SAMPLES = ['Suvarna', 2010, 3, 12] as const;

/** The English strings of the catalogue that `translated` says differently. */
function englishOnly(english: unknown, translated: unknown, found: Set<string>) {
  if (typeof english === 'string') {
    if (english !== translated && english.trim()) found.add(normalise(english));
  } else if (typeof english === 'function' && typeof translated === 'function') {
    const args = SAMPLES.slice(0, english.length);
    try {
      const [a, b] = [english(...args), translated(...args)];
      if (typeof a === 'string' && a !== b) found.add(normalise(a));
    } catch {
      // A text whose blanks take other kinds of values: its plain strings are still looked for.
    }
  } else if (english && typeof english === 'object') {
    for (const [key, value] of Object.entries(english)) {
      englishOnly(value, (translated as Record<string, unknown> | undefined)?.[key], found);
    }
  }
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

export function englishTexts(locale: Exclude<Locale, 'en'>): Set<string> {
  const found = new Set<string>();
  englishOnly(en, CATALOGUES[locale], found);
  return found;
}

/** What a visitor or a screen reader meets on the page: visible texts and the names given to elements. */
export async function pageTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Scripts and styles are code; the switcher names each language in its own script on purpose;
      // a postal address is the shop's data, written as the post reads it; a drawing's title is the
      // logo's own; and [data-shop-text] marks what the shop typed itself (a stone line's name).
      const skipped = 'script, style, noscript, template, address, svg, [data-language-switcher], [data-shop-text]';
      if (!parent || parent.closest(skipped)) continue;
      texts.push(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (element.closest('[data-language-switcher]')) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title, document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '');
    return texts.map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
}

/** Long enough that a piece's English name or description will not hold it by chance. */
const SENTENCE_LENGTH = 24;

/**
 * The page's texts that are English catalogue texts its language translates: whole texts, and
 * sentences anywhere in the page's text (a sentence may be split by a link or an emphasis).
 */
export async function englishLeft(page: Page, locale: Exclude<Locale, 'en'>): Promise<string[]> {
  const english = englishTexts(locale);
  const texts = await pageTexts(page);
  // What is rendered, as a visitor reads it: textContent would hold the scripts' code too.
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point here
  const whole = normalise(await page.locator('body').innerText());
  const sentences = [...english].filter((text) => text.length >= SENTENCE_LENGTH && whole.includes(text));
  return [...new Set([...texts.filter((text) => english.has(text)), ...sentences])];
}
