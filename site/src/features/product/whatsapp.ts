import { formatRupees, type Product } from '@suvarna/domain';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { messagesFor } from '../../i18n/messages';

/**
 * The WhatsApp message a product page starts (docs/differences.md), in the page's language: it names
 * the piece, its SKU and price (Latin digits, Indian grouping in every language), so the shop knows
 * what is asked about before opening the link.
 */
export function productEnquiryText(
  product: Pick<Product, 'name' | 'sku' | 'totalPrice' | 'status'>,
  pageUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const text = messagesFor(locale).product;
  // A sold piece cannot be bought: the message asks for one like it, with no price.
  if (product.status === 'sold') return text.soldWhatsappMessage(product.name, product.sku, pageUrl);
  return text.whatsappMessage(product.name, product.sku, formatRupees(product.totalPrice), pageUrl);
}

/** A wa.me link to the shop's number that starts a chat with `text`. */
export const whatsappHref = (number: string, text: string) =>
  `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
