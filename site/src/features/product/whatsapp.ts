import { formatRupees, type Product } from '@suvarna/domain';

/**
 * The WhatsApp message a product page starts (DESIGN section 8): it names the piece, its SKU and
 * price, so the shop knows what is asked about before opening the link.
 */
export function productEnquiryText(product: Pick<Product, 'name' | 'sku' | 'totalPrice'>, pageUrl: string): string {
  return `Hello, I am interested in ${product.name} (SKU ${product.sku}), ${formatRupees(product.totalPrice)}: ${pageUrl}`;
}

/** A wa.me link to the shop's number that starts a chat with `text`. */
export const whatsappHref = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
