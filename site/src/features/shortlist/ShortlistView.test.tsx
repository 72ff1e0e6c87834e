import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cutCatalogue } from '../../lib/catalogue-parts';
import type { ProductCardData } from '../../lib/product-card-data';
import ShortlistView from './ShortlistView';
import { toggleShortlist } from './shortlist';

const card = (id: number, overrides: Partial<ProductCardData> = {}): ProductCardData => ({
  id,
  name: `Piece ${id}`,
  sku: `SJ-${id}`,
  metal: 'Gold',
  gender: 'female',
  status: 'active',
  category: 'Ring',
  category_id: 1,
  totalPrice: id * 1000,
  discountPrice: 0,
  purity: '22K',
  createdAt: '2026-01-01T00:00:00.000Z',
  image: null,
  ...overrides,
});

const parts = cutCatalogue([card(12, { status: 'inactive' }), card(40)], 'build-1');
const files: Record<string, unknown> = {
  '/catalogue/facets.json': parts.facets,
  ...Object.fromEntries(parts.cards.map((part, index) => [`/catalogue/cards-${index}.json`, part])),
};

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (address: string) =>
      files[address] ? new Response(JSON.stringify(files[address])) : new Response('Not Found', { status: 404 }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('ShortlistView', () => {
  it('shows the shopper’s own shortlist in Gujarati, with its notes, cards and share link in Gujarati', async () => {
    window.history.replaceState(null, '', '/gu/shortlist');
    toggleShortlist(localStorage, { id: 40, price: 39000 });
    toggleShortlist(localStorage, { id: 12, price: 12000 });
    toggleShortlist(localStorage, { id: 7, price: 7000 });
    render(<ShortlistView siteUrl="https://suvarna.example/" shopName="Suvarna" locale="gu" />);

    expect(await screen.findByText('તમારી પસંદગી યાદીમાં 2 ઘરેણાં')).toBeInTheDocument();
    expect(screen.getByText('એક ઘરેણું હવે અમારા સંગ્રહમાં નથી.')).toBeInTheDocument();
    expect(screen.getByText('હવે ઉપલબ્ધ નથી')).toBeInTheDocument();
    expect(screen.getByText('તમે ઉમેર્યું ત્યાર પછી કિંમત બદલાઈ છે (ત્યારે ₹39,000.00)')).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/gu/product-preview/12', '/gu/product-preview/40']);
    const share = screen.getByRole('link', { name: 'WhatsApp પર શેર કરો' });
    const text = new URL(share.getAttribute('href') ?? '').searchParams.get('text') ?? '';
    expect(text).toContain('https://suvarna.example/gu/shortlist?ids=12,40');
  });

  it('says in Hindi that a shortlist is empty, with a way to the Hindi product list', async () => {
    window.history.replaceState(null, '', '/hi/shortlist');
    render(<ShortlistView siteUrl="https://suvarna.example/" shopName="Suvarna" locale="hi" />);

    expect(await screen.findByRole('heading', { name: 'आपकी पसंद सूची खाली है' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'आभूषण देखें' })).toHaveAttribute('href', '/hi/product-list');
  });

  it('keeps its English texts on the English page', async () => {
    window.history.replaceState(null, '', '/shortlist?ids=40');
    render(<ShortlistView siteUrl="https://suvarna.example/" shopName="Suvarna" />);

    expect(await screen.findByText('A shortlist shared with you: 1 piece')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toBeInTheDocument();
    expect(within(screen.getByRole('list')).getByRole('link')).toHaveAttribute('href', '/product-preview/40');
  });
});
