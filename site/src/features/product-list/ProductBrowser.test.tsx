import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductCardData } from '../product/card';
import ProductBrowser from './ProductBrowser';

const METALS = ['Gold', 'Diamond'];
const CATEGORIES = ['Ring', 'Chain', 'Mangalsutra'];

/** 30 pieces, newest first: every third a Diamond, categories in turn, alternately for women and men. */
const catalogue: ProductCardData[] = Array.from({ length: 30 }, (_, index) => {
  const id = 30 - index;
  return {
    id,
    name: `Piece ${String(id).padStart(2, '0')}`,
    sku: `SJ-${id}`,
    metal: id % 3 === 0 ? 'Diamond' : 'Gold',
    gender: id % 2 === 0 ? 'female' : 'male',
    status: 'active',
    category: CATEGORIES[id % 3] ?? 'Ring',
    category_id: (id % 3) + 1,
    totalPrice: id * 1000,
    discountPrice: 0,
    purity: '22K',
    createdAt: new Date(Date.UTC(2026, 0, id)).toISOString(),
    image: null,
  };
});

/** Scrolls the end of the list into view; null while nothing watches it. */
let intersect: (() => void) | null = null;

beforeEach(() => {
  window.history.replaceState(null, '', '/product-list');
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: IntersectionObserverCallback) {}
      observe() {
        intersect = () =>
          act(() => this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never));
      }
      disconnect() {
        intersect = null;
      }
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

/** Renders the list; the catalogue arrives when `arrive` is called (or at once). */
function renderBrowser({ url = '/product-list', arriveAtOnce = true } = {}) {
  window.history.replaceState(null, '', url);
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const fetchCatalogue = vi.fn(async () => {
    if (!arriveAtOnce) await arrived;
    return new Response(JSON.stringify(catalogue));
  });
  vi.stubGlobal('fetch', fetchCatalogue);
  render(
    <ProductBrowser
      firstPage={catalogue.slice(0, 12)}
      total={catalogue.length}
      categories={CATEGORIES}
      metals={METALS}
      catalogueUrl="/catalogue.json"
    />,
  );
  return { arrive: () => act(async () => arrive()), fetchCatalogue };
}

const shownNames = () =>
  within(screen.getAllByRole('list').at(-1) as HTMLElement)
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);

describe('ProductBrowser', () => {
  it('shows the built first page while the catalogue loads', async () => {
    const { arrive, fetchCatalogue } = renderBrowser({ arriveAtOnce: false });

    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
    expect(shownNames()[0]).toBe('Piece 30');
    expect(fetchCatalogue).toHaveBeenCalledWith('/catalogue.json');
    await arrive();
  });

  it('reads its filters from the address bar', async () => {
    renderBrowser({ url: '/product-list?metal=Diamond&gender=male&sort=price_desc' });

    expect(await screen.findByText('Showing 5 of 5 products')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Piece 27', 'Piece 21', 'Piece 15', 'Piece 09', 'Piece 03']);
    expect(screen.getByRole('button', { name: 'Remove filter Diamond' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diamond' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says it is loading a filtered list until the catalogue arrives', async () => {
    const { arrive } = renderBrowser({ url: '/product-list?metal=Diamond', arriveAtOnce: false });
    expect(screen.getByRole('status')).toHaveTextContent('Loading products...');
    await arrive();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Showing 10 of 10 products'));
  });

  it('applies the chosen filters and writes them into the address bar', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByText('Showing 12 of 30 products');

    await user.click(screen.getByRole('button', { name: 'Women' }));
    await user.click(screen.getByRole('button', { name: 'Mangalsutra' }));
    await user.click(screen.getByRole('button', { name: 'Ring' }));
    await user.selectOptions(screen.getByLabelText('SORT BY'), 'Name (A-Z)');
    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    expect(window.location.search).toBe('?gender=female&categories=Mangalsutra,Ring&sort=name_asc');
    expect(screen.getByText('Showing 10 of 10 products')).toBeInTheDocument();
    expect(shownNames()[0]).toBe('Piece 02');

    await user.click(screen.getByRole('button', { name: 'Remove filter Women' }));
    expect(window.location.search).toBe('?categories=Mangalsutra,Ring&sort=name_asc');
    expect(screen.getByText('Showing 12 of 20 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(window.location.search).toBe('');
    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
  });

  it('searches when Enter is pressed', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByText('Showing 12 of 30 products');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'piece 1');
    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
    await user.keyboard('{Enter}');

    expect(window.location.search).toBe('?search=piece+1');
    expect(screen.getByText('Showing 10 of 10 products')).toBeInTheDocument();
  });

  it('offers to clear the filters when nothing matches', async () => {
    const user = userEvent.setup();
    renderBrowser({ url: '/product-list?search=emerald' });

    expect(await screen.findByRole('heading', { name: 'No Products Found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All Filters' }));
    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
  });

  it('adds 12 more as the end of the list scrolls into view, until all are shown', async () => {
    renderBrowser();
    await waitFor(() => expect(intersect).not.toBeNull());
    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
    expect(screen.getByText('Loading products...')).toBeInTheDocument();

    intersect?.();
    expect(await screen.findByText('Showing 24 of 30 products')).toBeInTheDocument();
    intersect?.();
    expect(await screen.findByText('Showing 30 of 30 products')).toBeInTheDocument();
    expect(screen.getByText('No more products to load')).toBeInTheDocument();
  });

  it('follows Back to the previous filters', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByText('Showing 12 of 30 products');
    await user.click(screen.getByRole('button', { name: 'Diamond' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(screen.getByText('Showing 10 of 10 products')).toBeInTheDocument();

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });

    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
  });
});
