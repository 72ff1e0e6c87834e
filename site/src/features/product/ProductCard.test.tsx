import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductCardData } from './card';
import ProductCard from './ProductCard';

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
