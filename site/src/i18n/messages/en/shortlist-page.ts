// The Shortlist page (the shopper's own list or one shared with them), the WhatsApp message that
// shares it, and 'Recently viewed' on product pages. Product names, SKUs and prices are filled in.
export const shortlistPage = {
  title: 'Your Shortlist',
  description: (shop: string) => `The pieces you shortlisted at ${shop} Jewellers, Surat, at today's prices.`,
  subtitle: "Pieces you liked, at today's prices. Kept in this browser only.",
  loading: 'Loading your shortlist...',
  failed: 'The shortlist could not be loaded. Please check your connection and reload the page.',
  empty: 'Your shortlist is empty',
  emptyHint: 'Tap the heart on any piece to keep it here.',
  browse: 'Browse Products',
  /** The count above a shortlist someone shared (`/shortlist?ids=12,40`). */
  shared: (count: number) => `A shortlist shared with you: ${count} ${count === 1 ? 'piece' : 'pieces'}`,
  own: (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'} on your shortlist`,
  shareOnWhatsApp: 'Share on WhatsApp',
  /** Pieces the catalogue no longer has. */
  gone: (count: number) => `${count === 1 ? 'One piece is' : `${count} pieces are`} no longer in our catalogue.`,
  /** The list's heading, for screen readers. */
  pieces: 'Shortlisted pieces',
  outOfStock: 'Now out of stock',
  sold: 'Now sold',
  /** `then` is the price when the piece was added, formatted: '₹77,865.06'. */
  priceChanged: (then: string) => `Price changed since you added it (then ${then})`,
  /** The WhatsApp message: a heading, each piece on its line, then the whole list's address. */
  share: {
    heading: (shop: string) => `My shortlist from ${shop} Jewellers:`,
    /** `price` is formatted; `url` is the piece's page. */
    piece: (position: number, name: string, sku: string, price: string, url: string) =>
      `${position}. ${name} (SKU ${sku}), ${price}: ${url}`,
    all: (url: string) => `All of them: ${url}`,
  },
  /** The heading of the product page's other pieces seen lately. */
  recentlyViewed: 'Recently viewed',
  /** The link to book a visit with the shortlist's pieces attached. */
  bookVisit: 'Book a visit',
};
