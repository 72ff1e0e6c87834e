import { describe, expect, it } from 'vitest';
import { messages } from '../../i18n/messages/en';
import { currentState, MAIN_LINKS } from './navigation';

function stateOf(label: string, path: string) {
  const link = MAIN_LINKS.find((candidate) => messages.layout.nav[candidate.key] === label);
  if (!link) throw new Error(`no main link ${label}`);
  return currentState(link, path);
}

describe('currentState', () => {
  it('marks the link of the current page, with or without a trailing slash', () => {
    expect(stateOf('ABOUT US', '/about/')).toBe('page');
    expect(stateOf('HOME', '/')).toBe('page');
    expect(stateOf('HOME', '/about/')).toBeUndefined();
  });

  it('marks PRODUCTS as the section of a product page', () => {
    expect(stateOf('PRODUCTS', '/product-preview/12')).toBe('true');
    expect(stateOf('PRODUCTS', '/product-list')).toBe('page');
    expect(stateOf('ABOUT US', '/product-preview/12')).toBeUndefined();
  });

  it('knows the page in every language', () => {
    expect(stateOf('ABOUT US', '/gu/about/')).toBe('page');
    expect(stateOf('HOME', '/hi/')).toBe('page');
    expect(stateOf('HOME', '/hi/about')).toBeUndefined();
    expect(stateOf('PRODUCTS', '/gu/product-preview/12')).toBe('true');
  });
});
