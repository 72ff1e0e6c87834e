import type { Messages } from '../en';

/** 'ઘરેણું' for one piece, 'ઘરેણાં' for more. */
const pieces = (count: number) => (count === 1 ? 'ઘરેણું' : 'ઘરેણાં');

export const shortlistPage: Messages['shortlistPage'] = {
  title: 'તમારી પસંદગી યાદી',
  description: (shop) => `${shop} જ્વેલર્સ, સુરતનાં તમે પસંદ કરેલાં ઘરેણાં, આજના ભાવે.`,
  subtitle: 'તમને ગમેલાં ઘરેણાં, આજના ભાવે. ફક્ત આ બ્રાઉઝરમાં જ સચવાય છે.',
  loading: 'તમારી પસંદગી યાદી લોડ થઈ રહી છે...',
  failed: 'પસંદગી યાદી લોડ થઈ શકી નહીં. કૃપા કરીને ઇન્ટરનેટ કનેક્શન તપાસીને પેજ ફરી લોડ કરો.',
  empty: 'તમારી પસંદગી યાદી ખાલી છે',
  emptyHint: 'કોઈ પણ ઘરેણા પરના દિલના નિશાન પર ટૅપ કરો, તે અહીં સચવાઈ જશે.',
  browse: 'ઘરેણાં જુઓ',
  shared: (count) => `તમારી સાથે શેર કરેલી પસંદગી યાદી: ${count} ${pieces(count)}`,
  own: (count) => `તમારી પસંદગી યાદીમાં ${count} ${pieces(count)}`,
  shareOnWhatsApp: 'WhatsApp પર શેર કરો',
  gone: (count) => (count === 1 ? 'એક ઘરેણું હવે અમારા સંગ્રહમાં નથી.' : `${count} ઘરેણાં હવે અમારા સંગ્રહમાં નથી.`),
  pieces: 'પસંદ કરેલાં ઘરેણાં',
  outOfStock: 'હવે ઉપલબ્ધ નથી',
  sold: 'હવે વેચાઈ ગયું',
  priceChanged: (then) => `તમે ઉમેર્યું ત્યાર પછી કિંમત બદલાઈ છે (ત્યારે ${then})`,
  share: {
    heading: (shop) => `${shop} જ્વેલર્સમાંથી મારી પસંદગી યાદી:`,
    piece: (position, name, sku, price, url) => `${position}. ${name} (SKU ${sku}), ${price}: ${url}`,
    all: (url) => `બધાં એકસાથે: ${url}`,
  },
  recentlyViewed: 'તાજેતરમાં જોયેલાં ઘરેણાં',
  bookVisit: 'મુલાકાત નક્કી કરો',
};
