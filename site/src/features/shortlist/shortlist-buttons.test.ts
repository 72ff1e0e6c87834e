import { afterEach, describe, expect, it } from 'vitest';
import { localeOfLang } from '../../i18n/shortlist-texts';
import { initShortlistButtons } from './shortlist-buttons';

/** A page of the given language (a document of its own) with a card's heart and the header's count. */
function page(lang: string) {
  const root = document.implementation.createHTMLDocument('page');
  root.documentElement.lang = lang;
  root.body.innerHTML = `
    <a href="/shortlist" data-shortlist-count aria-label="Shortlist"><span data-count>0</span></a>
    <button type="button" data-shortlist-id="12" data-shortlist-price="77865.06" aria-pressed="false"></button>`;
  const heart = root.querySelector('button') as HTMLButtonElement;
  const count = root.querySelector('a') as HTMLAnchorElement;
  return { root, heart, count };
}

afterEach(() => localStorage.clear());

describe('the shortlist’s hearts and count', () => {
  it('speak English on an English page', () => {
    const { root, heart, count } = page('en-IN');
    initShortlistButtons(root, localStorage);
    expect(heart.getAttribute('aria-label')).toBe('Add to shortlist');
    expect(count.getAttribute('aria-label')).toBe('Shortlist, 0 pieces');

    heart.click();
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(heart.getAttribute('aria-label')).toBe('Remove from shortlist');
    expect(count.getAttribute('aria-label')).toBe('Shortlist, 1 piece');
    expect(count.textContent).toBe('1');
  });

  it('speak the language of the page’s lang', () => {
    const gu = page('gu-IN');
    initShortlistButtons(gu.root, localStorage);
    expect(gu.heart.getAttribute('aria-label')).toBe('પસંદગી યાદીમાં ઉમેરો');
    gu.heart.click();
    expect(gu.heart.getAttribute('aria-label')).toBe('પસંદગી યાદીમાંથી કાઢો');
    expect(gu.count.getAttribute('aria-label')).toBe('પસંદગી યાદી, 1 ઘરેણું');

    const hi = page('hi-IN');
    initShortlistButtons(hi.root, localStorage);
    expect(hi.heart.getAttribute('aria-label')).toBe('पसंद सूची से हटाएँ');
    expect(hi.count.getAttribute('aria-label')).toBe('पसंद सूची, 1 आभूषण');
  });

  it('read a page’s language from its lang, English when it names none of the shop’s', () => {
    expect(localeOfLang('gu-IN')).toBe('gu');
    expect(localeOfLang('hi')).toBe('hi');
    expect(localeOfLang('en-IN')).toBe('en');
    expect(localeOfLang('')).toBe('en');
    expect(localeOfLang('fr-FR')).toBe('en');
  });
});
