import { describe, expect, it } from 'vitest';
import { productEnquiryText, whatsappHref } from './whatsapp';

describe('the WhatsApp enquiry of a product page', () => {
  const piece = { name: 'Solitaire Engagement Ring', sku: 'SJ-RG-2001', totalPrice: 77865.06 };

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
});
