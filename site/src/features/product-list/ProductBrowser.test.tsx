import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { cutCatalogue } from '../../lib/catalogue-parts';
import type { ProductCardData } from '../../lib/product-card-data';
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

/** Cards 10 to a part, so that the tests see parts fetched for the cards on screen only. */
const parts = cutCatalogue(catalogue, 'build-1', 10);
const partFiles: Record<string, unknown> = {
  '/catalogue/facets.json': parts.facets,
  '/catalogue/prices.json': parts.prices,
  '/catalogue/texts.json': parts.texts,
  ...Object.fromEntries(parts.cards.map((part, index) => [`/catalogue/cards-${index}.json`, part])),
};

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

/**
 * Renders the list; the catalogue's parts arrive when `arrive` is called (or at once), and `files`
 * replaces some of them.
 */
function renderBrowser({
  url = '/product-list',
  arriveAtOnce = true,
  files = {},
  locale,
}: {
  url?: string;
  arriveAtOnce?: boolean;
  files?: Record<string, unknown>;
  locale?: Locale;
} = {}) {
  window.history.replaceState(null, '', url);
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const served = { ...partFiles, ...files };
  const fetchCatalogue = vi.fn(async (address: string) => {
    if (!arriveAtOnce) await arrived;
    return served[address] !== undefined
      ? new Response(JSON.stringify(served[address]))
      : new Response('Not Found', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchCatalogue);
  render(
    <ProductBrowser
      firstPage={catalogue.slice(0, 12)}
      total={catalogue.length}
      categories={CATEGORIES}
      metals={METALS}
      catalogueFolder="/catalogue"
      {...(locale ? { locale } : {})}
    />,
  );
  const fetched = () => fetchCatalogue.mock.calls.map(([address]) => address);
  return { arrive: () => act(async () => arrive()), fetchCatalogue, fetched };
}

const shownNames = () =>
  within(screen.getAllByRole('list').at(-1) as HTMLElement)
    .queryAllByRole('heading')
    .map((heading) => heading.textContent);

describe('ProductBrowser', () => {
  it('shows the built first page while the catalogue loads', async () => {
    const { arrive, fetched } = renderBrowser({ arriveAtOnce: false });

    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
    expect(shownNames()[0]).toBe('Piece 30');
    await waitFor(() => expect(fetched()).toContain('/catalogue/facets.json'));
    await arrive();
  });

  it('fetches the facets, and the cards of the products on screen only, until a sort or search needs more', async () => {
    const user = userEvent.setup();
    const { fetched } = renderBrowser();
    await waitFor(() => expect(fetched()).toContain('/catalogue/cards-1.json'));
    // 12 cards on screen, 10 to a part.
    expect(fetched().sort()).toEqual(['/catalogue/cards-0.json', '/catalogue/cards-1.json', '/catalogue/facets.json']);

    await user.click(screen.getByRole('button', { name: 'Mangalsutra' }));
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    // Mangalsutras are every third piece: their first 10 spread over all three parts.
    expect(await screen.findByText('Showing 10 of 10 products')).toBeInTheDocument();
    expect(fetched()).toContain('/catalogue/cards-2.json');
    expect(fetched()).not.toContain('/catalogue/prices.json');

    await user.selectOptions(screen.getByLabelText('SORT BY'), 'Price (High to Low)');
    await waitFor(() => expect(fetched()).toContain('/catalogue/prices.json'));
    expect(fetched()).not.toContain('/catalogue/texts.json');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));
    expect(shownNames().slice(0, 3)).toEqual(['Piece 29', 'Piece 26', 'Piece 23']);

    await user.click(screen.getByRole('searchbox', { name: 'Search products' }));
    await waitFor(() => expect(fetched()).toContain('/catalogue/texts.json'));
  });

  it('asks for a reload when the parts it fetched are of two different builds', async () => {
    const user = userEvent.setup();
    renderBrowser({ files: { '/catalogue/prices.json': { ...parts.prices, version: 'build-2' } } });
    await screen.findByText('Showing 12 of 30 products');

    await user.selectOptions(screen.getByLabelText('SORT BY'), 'Price (Low to High)');
    await user.click(screen.getByRole('button', { name: 'Apply Filters' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The catalogue has been updated since this page was opened. Please reload the page.',
    );
  });

  it('says when the catalogue cannot be loaded', async () => {
    renderBrowser({ url: '/product-list?metal=Diamond', files: { '/catalogue/facets.json': undefined } });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The catalogue could not be loaded. Please check your connection and reload the page.',
    );
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

    await waitFor(() =>
      expect(window.location.search).toBe('?gender=female&categories=Mangalsutra,Ring&sort=name_asc'),
    );
    expect(screen.getByText('Showing 10 of 10 products')).toBeInTheDocument();
    expect(shownNames()[0]).toBe('Piece 02');

    await user.click(screen.getByRole('button', { name: 'Remove filter Women' }));
    await waitFor(() => expect(window.location.search).toBe('?categories=Mangalsutra,Ring&sort=name_asc'));
    expect(screen.getByText('Showing 12 of 20 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
  });

  it('searches when Enter is pressed', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByText('Showing 12 of 30 products');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'piece 1');
    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(window.location.search).toBe('?search=piece+1'));
    // Every word starts a word: Pieces 10 to 19, and Piece 01 by its SKU, SJ-1.
    expect(screen.getByText('Showing 11 of 11 products')).toBeInTheDocument();
  });

  it('searches with its Search button', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByText('Showing 12 of 30 products');

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'sj-3');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(window.location.search).toBe('?search=sj-3'));
    expect(screen.getByText('Showing 2 of 2 products')).toBeInTheDocument();
  });

  it('searches a short pause after typing, without Enter, and keeps what is typed', async () => {
    const user = userEvent.setup();
    renderBrowser();
    await screen.findByText('Showing 12 of 30 products');
    const entries = window.history.length;

    const box = screen.getByRole('searchbox', { name: 'Search products' });
    await user.type(box, 'piece ');
    // A pause: 'piece' is searched (every piece), and the space typed stays in the box.
    await waitFor(() => expect(window.location.search).toBe('?search=piece'));
    expect(box).toHaveValue('piece ');
    await user.type(box, 'sj-2');

    expect(await screen.findByText('Showing 11 of 11 products')).toBeInTheDocument();
    await waitFor(() => expect(window.location.search).toBe('?search=piece+sj-2'));
    expect(box).toHaveValue('piece sj-2');
    // One entry of the history for the words typed in one go.
    expect(window.history.length).toBe(entries + 1);
  });

  it('clears the search with its own button, showing every product again', async () => {
    const user = userEvent.setup();
    renderBrowser({ url: '/product-list?search=piece+1' });
    expect(await screen.findByText('Showing 11 of 11 products')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear search' }));

    await waitFor(() => expect(window.location.search).toBe(''));
    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
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
    // The address follows once the list is drawn.
    await waitFor(() => expect(window.location.search).toBe('?metal=Diamond'));

    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });

    expect(screen.getByText('Showing 12 of 30 products')).toBeInTheDocument();
  });
});

describe('ProductBrowser in Hindi and Gujarati', () => {
  it('shows Hindi headings, labels and counts while the address keeps the English values', async () => {
    const user = userEvent.setup();
    renderBrowser({ url: '/hi/product-list', locale: 'hi' });
    await screen.findByText('कुल 30 में से 12 आभूषण');

    const filters = screen.getByRole('region', { name: 'फ़िल्टर' });
    expect(within(filters).getByRole('group', { name: 'धातु' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'किसके लिए' })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'श्रेणियाँ' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'आभूषण खोजें' })).toHaveAttribute('placeholder', 'नाम, SKU या श्रेणी');
    // Category names are the shop's content, shown as they are.
    expect(screen.getByRole('button', { name: 'Mangalsutra' })).toBeInTheDocument();
    expect(screen.queryByText('METAL TYPE')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'सोना' }));
    await user.click(screen.getByRole('button', { name: 'महिलाएँ' }));
    await user.selectOptions(screen.getByLabelText('क्रम'), 'कीमत (कम से ज़्यादा)');
    await user.click(screen.getByRole('button', { name: 'फ़िल्टर लागू करें' }));

    await waitFor(() => expect(window.location.pathname).toBe('/hi/product-list'));
    await waitFor(() => expect(window.location.search).toBe('?metal=Gold&gender=female&sort=price_asc'));
    expect(await screen.findByText('कुल 10 में से 10 आभूषण')).toBeInTheDocument();
    expect(shownNames().slice(0, 2)).toEqual(['Piece 02', 'Piece 04']);
    // The cards speak Hindi and link to the Hindi product pages.
    expect(screen.getAllByText('सोना', { selector: 'li span' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: /Piece 02/ })).toHaveAttribute('href', '/hi/product-preview/2');

    await user.click(screen.getByRole('button', { name: 'सोना फ़िल्टर हटाएँ' }));
    await waitFor(() => expect(window.location.search).toBe('?gender=female&sort=price_asc'));
    await waitFor(() => expect(window.location.pathname).toBe('/hi/product-list'));
  });

  it('reads a shared English address on the Gujarati list, and names its filters in Gujarati', async () => {
    renderBrowser({ url: '/gu/product-list?metal=Diamond&gender=male&search=piece', locale: 'gu' });

    expect(await screen.findByText('કુલ 5માંથી 5 ઘરેણાં')).toBeInTheDocument();
    expect(shownNames()).toEqual(['Piece 27', 'Piece 21', 'Piece 15', 'Piece 09', 'Piece 03']);
    const chips = screen.getByRole('list', { name: 'લાગુ કરેલા ફિલ્ટર' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.getAttribute('aria-label')),
    ).toEqual(['“piece” ફિલ્ટર હટાવો', 'હીરા ફિલ્ટર હટાવો', 'પુરુષો ફિલ્ટર હટાવો']);
    expect(screen.getByRole('button', { name: 'હીરા' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('says in Gujarati when nothing matches', async () => {
    renderBrowser({ url: '/gu/product-list?search=emerald', locale: 'gu' });
    expect(await screen.findByRole('heading', { name: 'કોઈ ઘરેણું મળ્યું નથી' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'બધા ફિલ્ટર હટાવો' })).toBeInTheDocument();
  });
});
