// The shortlist's hearts and the header's count, in plain TypeScript so that pages without React
// (home, About, Contact) have them too. Every `[data-shortlist-id]` button is a heart, wherever it
// was rendered (by Astro, or by a React island later on); its state is set here, and its label in
// the language of the page's `lang` (en-IN, gu-IN, hi-IN).
import { SHOPPER_STORAGE_KEYS } from '../../config/ui';
import type { Messages } from '../../i18n/messages';
import { localeOfLang, shortlistTexts } from '../../i18n/shortlist-texts';
import { isShortlisted, readShortlist, SHORTLIST_CHANGED, toggleShortlist } from './shortlist';

const HEART = '[data-shortlist-id]';
const COUNT = '[data-shortlist-count]';

type Texts = Messages['shortlist'];

function showState(button: HTMLElement, storage: Storage, t: Texts) {
  const on = isShortlisted(storage, Number(button.dataset.shortlistId));
  button.setAttribute('aria-pressed', String(on));
  button.setAttribute('aria-label', on ? t.remove : t.add);
}

function showCount(root: Document, storage: Storage, t: Texts) {
  const count = readShortlist(storage).length;
  for (const link of root.querySelectorAll<HTMLElement>(COUNT)) {
    link.setAttribute('aria-label', t.count(count));
    const number = link.querySelector('[data-count]');
    if (number) number.textContent = String(count);
  }
}

export function initShortlistButtons(root: Document, storage: Storage): void {
  const t = shortlistTexts(localeOfLang(root.documentElement.lang));
  const showAll = () => {
    for (const button of root.querySelectorAll<HTMLElement>(HEART)) showState(button, storage, t);
    showCount(root, storage, t);
  };
  root.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>(HEART) : null;
    if (!button) return;
    event.preventDefault();
    toggleShortlist(storage, { id: Number(button.dataset.shortlistId), price: Number(button.dataset.shortlistPrice) });
    showAll();
    root.dispatchEvent(new CustomEvent(SHORTLIST_CHANGED));
  });
  // Another tab changed it.
  root.defaultView?.addEventListener('storage', (event) => {
    if (event.key === SHOPPER_STORAGE_KEYS.shortlist) showAll();
  });
  // Hearts an island renders later (the product list's next cards).
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(HEART)) showState(node as HTMLElement, storage, t);
        for (const button of node.querySelectorAll<HTMLElement>(HEART)) showState(button, storage, t);
      }
    }
  }).observe(root.body, { childList: true, subtree: true });
  showAll();
}
