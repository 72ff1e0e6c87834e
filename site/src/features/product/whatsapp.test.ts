import { describe, expect, it } from 'vitest';
import { productEnquiryText, whatsappHref } from './whatsapp';

describe('the WhatsApp enquiry of a product page', () => {
  const piece = {
    name: 'Solitaire Engagement Ring',
    sku: 'SJ-RG-2001',
    totalPrice: 77865.06,
    status: 'active' as const,
  };

  it('names the piece, its SKU, its price and its page', () => {
    expect(productEnquiryText(piece, 'https://suvarna.example/product-preview/12')).toBe(
      'Hello, I am interested in Solitaire Engagement Ring (SKU SJ-RG-2001), ₹77,865.06: https://suvarna.example/product-preview/12',
    );
  });

  it('travels whole in the link, ampersands and all', () => {
    const text = productEnquiryText({ ...piece, name: 'Ring & Band #2' }, 'https://suvarna.example/p/1?x=1');
    const link = new URL(whatsappHref('919876543210', text));
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210');
    expect(link.searchParams.get('text')).toBe(text);
  });

  it('is in the page’s language, still naming the piece, its SKU and its price with Latin digits', () => {
    const url = 'https://suvarna.example/gu/product-preview/12';
    const text = productEnquiryText(piece, url, 'gu');
    expect(text).toBe(`નમસ્તે, મને આ ઘરેણામાં રસ છે: Solitaire Engagement Ring (SKU SJ-RG-2001), ₹77,865.06\n${url}`);
    const hindi = productEnquiryText(piece, 'https://suvarna.example/hi/product-preview/12', 'hi');
    expect(hindi).toContain('SKU SJ-RG-2001');
    expect(hindi).toContain('₹77,865.06');
    expect(hindi.startsWith('नमस्ते')).toBe(true);
    expect(new URL(whatsappHref('919876543210', text)).searchParams.get('text')).toBe(text);
  });

  it('of a sold piece asks for one like it, naming no price to buy it at, in each language', () => {
    const sold = { ...piece, status: 'sold' as const };
    const url = 'https://suvarna.example/product-preview/12';
    expect(productEnquiryText(sold, url)).toBe(
      `Hello, I saw that Solitaire Engagement Ring (SKU SJ-RG-2001) is sold. Do you have a piece like it? ${url}`,
    );
    for (const locale of ['gu', 'hi'] as const) {
      const text = productEnquiryText(sold, url, locale);
      expect(text).toContain('SKU SJ-RG-2001');
      expect(text).not.toContain('₹');
    }
  });
});
