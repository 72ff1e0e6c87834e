import { describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from '../../i18n/locales';
import { chosenLocale, homeRedirect, initLanguageSwitchers } from './language-choice';

describe('the remembered language', () => {
  it('sends the home page at / to the chosen language, and nowhere for English or no choice', () => {
    expect(homeRedirect(localStorage)).toBeNull();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'hi');
    expect(homeRedirect(localStorage)).toBe('/hi/');
    localStorage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(homeRedirect(localStorage)).toBeNull();
    localStorage.setItem(LOCALE_STORAGE_KEY, 'fr');
    expect(chosenLocale(localStorage)).toBeNull();
  });

  it('is nothing when the browser refuses its storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    expect(homeRedirect(refusing)).toBeNull();
  });

  it('is kept when a switcher link is followed, which carries the filters along', () => {
    localStorage.clear();
    window.history.replaceState(null, '', '/product-list?metal=Gold#list');
    document.body.innerHTML =
      '<ul data-language-switcher><li><a href="/gu/product-list" data-locale="gu">ગુજરાતી</a></li></ul>';
    initLanguageSwitchers(document, localStorage);
    const link = document.querySelector('a') as HTMLAnchorElement;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('gu');
    expect(new URL(link.href).pathname + new URL(link.href).search + new URL(link.href).hash).toBe(
      '/gu/product-list?metal=Gold#list',
    );
  });
});
