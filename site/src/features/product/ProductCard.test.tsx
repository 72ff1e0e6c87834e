import { render, screen, within } from '@testing-library/react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import type { ProductCardData } from '../../lib/product-card-data';
import ProductCard, { sameCardProps } from './ProductCard';

const RING: ProductCardData = {
  id: 12,
  name: 'Solitaire Engagement Ring',
  sku: 'SJ-RG-2001',
  metal: 'Gold',
  gender: 'female',
  status: 'inactive',
  category: 'Ring',
  category_id: 1,
  totalPrice: 77865.06,
  discountPrice: 500,
  purity: '22K',
  createdAt: '2026-01-12T00:00:00.000Z',
  image: null,
};

describe('ProductCard', () => {
  it('speaks English and links to the English page by default', () => {
    render(<ProductCard card={RING} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/product-preview/12');
    for (const text of ['Out Of Stock', 'SALE', 'No picture yet', 'Gold', '22K']) {
      expect(within(link).getByText(text)).toBeInTheDocument();
    }
    expect(within(link).getByText('was', { exact: false })).toHaveClass('sr-only');
    expect(screen.getByRole('button', { name: 'Add to shortlist' })).toHaveAttribute('data-shortlist-id', '12');
  });

  it('in Gujarati, links to the Gujarati page and says its stock, metal and labels in Gujarati', () => {
    render(<ProductCard card={RING} locale="gu" />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/gu/product-preview/12');
    for (const text of ['ઉપલબ્ધ નથી', 'સેલ', 'હજી ફોટો નથી', 'સોનું', '22K']) {
      expect(within(link).getByText(text)).toBeInTheDocument();
    }
    // The product's name is the shop's content, shown as it is.
    expect(within(link).getByRole('heading', { name: 'Solitaire Engagement Ring' })).toBeInTheDocument();
    expect(within(link).getByText('મૂળ કિંમત', { exact: false })).toHaveClass('sr-only');
    expect(screen.queryByText('Out Of Stock')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'પસંદગી યાદીમાં ઉમેરો' })).toBeInTheDocument();
  });

  it('in Hindi, links to the Hindi page', () => {
    render(<ProductCard card={{ ...RING, status: 'active', metal: 'Diamond' }} locale="hi" />);
    expect(screen.getByRole('link')).toHaveAttribute('href', '/hi/product-preview/12');
    expect(screen.getByText('हीरा')).toBeInTheDocument();
    expect(screen.queryByText('उपलब्ध नहीं है')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'पसंद सूची में जोड़ें' })).toBeInTheDocument();
  });
});

describe('a sold piece’s card', () => {
  it.each([
    ['en', 'Sold'],
    ['gu', 'વેચાઈ ગયું'],
    ['hi', 'बिक गया'],
  ] as const)('in %s says Sold where the price was, with no sale or stock badge', (locale, sold) => {
    render(<ProductCard card={{ ...RING, status: 'sold' }} locale={locale} />);
    const link = screen.getByRole('link');
    expect(within(link).getByText(sold)).toBeInTheDocument();
    expect(link).not.toHaveTextContent('₹');
    expect(link).not.toHaveTextContent(/SALE|સેલ|सेल|Out Of Stock|ઉપલબ્ધ નથી|उपलब्ध नहीं है/);
  });
});

describe('ProductCard is drawn again only when it would look different', () => {
  const image = { src: '/pictures/12-480.webp', srcSet: '/pictures/12-480.webp 480w, /pictures/12-960.webp 960w' };
  const card: ProductCardData = {
    ...RING,
    status: 'active',
    nameGu: 'સોલિટેર વીંટી',
    nameHi: 'सॉलिटेयर अंगूठी',
    categoryGu: 'વીંટી',
    categoryHi: 'अंगूठी',
    image,
  };
  const changed = (value: unknown): unknown =>
    typeof value === 'number' ? value + 1 : typeof value === 'string' ? `${value} 2` : value;
  const variants: Array<[string, ProductCardData]> = [
    ...Object.entries(card)
      .filter(([field]) => field !== 'image')
      .map(([field, value]): [string, ProductCardData] => [
        field,
        { ...card, [field]: changed(value) } as ProductCardData,
      ]),
    ['status', { ...card, status: 'inactive' }],
    ['image', { ...card, image: null }],
    ['image.src', { ...card, image: { ...image, src: '/pictures/12-960.webp' } }],
    ['image.srcSet', { ...card, image: { ...image, srcSet: '/pictures/12-480.webp 480w' } }],
  ];

  it.each(LOCALES)('in %s, a change to any field the card shows is drawn', (locale) => {
    const markup = (props: Parameters<typeof ProductCard>[0]) => renderToStaticMarkup(<ProductCard {...props} />);
    for (const eager of [false, true]) {
      for (const [field, variant] of variants) {
        const before = { card, eager, locale };
        const after = { card: variant, eager, locale };
        if (markup(before) !== markup(after)) expect(sameCardProps(before, after), field).toBe(false);
      }
    }
  });

  it("skips a card alike in all it shows: the list's copy of a built card, ranked rather than timed", () => {
    const fromParts = { ...card, createdAt: '083' };
    expect(sameCardProps({ card, locale: 'hi' }, { card: fromParts, locale: 'hi' })).toBe(true);
    expect(sameCardProps({ card, eager: true }, { card: fromParts })).toBe(false);
    expect(sameCardProps({ card, locale: 'gu' }, { card: fromParts, locale: 'hi' })).toBe(false);
  });
});

describe("a card's picture", () => {
  const card: ProductCardData = {
    ...RING,
    status: 'active',
    image: { src: '/pictures/12-480.webp', srcSet: '/pictures/12-240.webp 240w, /pictures/12-480.webp 480w' },
  };

  it('is in the markup the server draws, so the built page shows it without JavaScript', () => {
    const markup = renderToStaticMarkup(<ProductCard card={card} eager />);
    expect(markup).toContain('src="/pictures/12-480.webp"');
    expect(markup).toContain('srcSet="/pictures/12-240.webp 240w, /pictures/12-480.webp 480w"');
  });

  it('stays in place when React takes over a card the server drew', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ProductCard card={card} />);
    document.body.append(container);
    render(<ProductCard card={card} />, { container, hydrate: true });
    expect(screen.getByRole('img', { name: 'Solitaire Engagement Ring' })).toHaveAttribute(
      'src',
      '/pictures/12-480.webp',
    );
    container.remove();
  });

  it('comes once the frame with a card added in the browser is drawn, not in that frame', async () => {
    render(<ProductCard card={card} />);
    // The card itself (its name, price and link) is there at once; its picture a frame later.
    expect(screen.getByRole('link', { name: /Solitaire Engagement Ring/ })).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByText('No picture yet')).not.toBeInTheDocument();
    const picture = await screen.findByRole('img', { name: 'Solitaire Engagement Ring' });
    expect(picture).toHaveAttribute('src', '/pictures/12-480.webp');
    expect(picture).toHaveAttribute('srcset', card.image?.srcSet);
  });
});
