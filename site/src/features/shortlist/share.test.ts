import { describe, expect, it } from 'vitest';
import { sharedShortlistUrl, shortlistShareHref, shortlistShareText } from './share';

const pieces = [
  { id: 12, name: 'Solitaire Engagement Ring', sku: 'SJ-RG-2001', totalPrice: 77865.06 },
  { id: 40, name: 'Gold Flower Nose Pin', sku: 'SJ-NP-1102', totalPrice: 5401.07 },
];

describe('sharing a shortlist', () => {
  it('names each piece with its SKU, price and page, then links the whole list', () => {
    expect(shortlistShareText(pieces, 'https://suvarna.example/', 'Suvarna')).toBe(
      [
        'My shortlist from Suvarna Jewellers:',
        '1. Solitaire Engagement Ring (SKU SJ-RG-2001), ₹77,865.06: https://suvarna.example/product-preview/12',
        '2. Gold Flower Nose Pin (SKU SJ-NP-1102), ₹5,401.07: https://suvarna.example/product-preview/40',
        'All of them: https://suvarna.example/shortlist?ids=12,40',
      ].join('\n'),
    );
  });

  it('opens WhatsApp for any contact, with the text whole', () => {
    const link = new URL(shortlistShareHref(pieces, 'https://suvarna.example/', 'Suvarna'));
    expect(link.origin + link.pathname).toBe('https://wa.me/');
    expect(link.searchParams.get('text')).toBe(shortlistShareText(pieces, 'https://suvarna.example/', 'Suvarna'));
    expect(sharedShortlistUrl(pieces, 'https://suvarna.example/')).toBe('https://suvarna.example/shortlist?ids=12,40');
  });

  it('shares in the sharer’s language, with every link to the pages in that language', () => {
    expect(shortlistShareText(pieces, 'https://suvarna.example/', 'Suvarna', 'gu')).toBe(
      [
        'Suvarna જ્વેલર્સમાંથી મારી પસંદગી યાદી:',
        '1. Solitaire Engagement Ring (SKU SJ-RG-2001), ₹77,865.06: https://suvarna.example/gu/product-preview/12',
        '2. Gold Flower Nose Pin (SKU SJ-NP-1102), ₹5,401.07: https://suvarna.example/gu/product-preview/40',
        'બધાં એકસાથે: https://suvarna.example/gu/shortlist?ids=12,40',
      ].join('\n'),
    );
    expect(sharedShortlistUrl(pieces, 'https://suvarna.example/', 'hi')).toBe(
      'https://suvarna.example/hi/shortlist?ids=12,40',
    );
    const text = new URL(shortlistShareHref(pieces, 'https://suvarna.example/', 'Suvarna', 'hi')).searchParams.get(
      'text',
    );
    expect(text?.split('\n')[0]).toBe('Suvarna ज्वेलर्स से मेरी पसंद सूची:');
  });
});
