import { describe, expect, it } from 'vitest';
import { filterChoices } from './filter-choices';

describe('the product list’s filter choices', () => {
  it('offers only the metals and categories the shop has pieces in, in their own order', () => {
    const categories = [
      { id: 1, name: 'Mangalsutra' },
      { id: 2, name: 'Ring' },
      { id: 3, name: 'Anklet' },
      { id: 4, name: 'Chain' },
    ];
    const products = [
      { metal: 'Silver', category_id: 4 },
      { metal: 'Gold', category_id: 2 },
      { metal: 'Gold', category_id: 4 },
    ];
    expect(filterChoices(products, categories)).toEqual({ metals: ['Gold', 'Silver'], categories: ['Ring', 'Chain'] });
  });

  it('offers nothing to filter by in an empty shop', () => {
    expect(filterChoices([], [{ id: 1, name: 'Ring' }])).toEqual({ metals: [], categories: [] });
  });
});
