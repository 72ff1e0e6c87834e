import { describe, expect, it } from 'vitest';
import { currentState, MAIN_LINKS } from './navigation';

function stateOf(label: string, path: string) {
  const link = MAIN_LINKS.find((candidate) => candidate.label === label);
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
});
