import { formatRupees } from '@suvarna/domain';
import { DEFAULT_LOCALE, type Locale, localePath } from '../../i18n/locales';
import { shortlistPageMessages } from '../../i18n/shortlist-page-messages';
import { productHref } from '../../lib/links';
import type { ProductCardData } from '../../lib/product-card-data';

type SharedPiece = Pick<ProductCardData, 'id' | 'name' | 'sku' | 'totalPrice'>;

/**
 * The address that opens this shortlist for someone else, in the sharer's language:
 * `/shortlist?ids=12,40,7`, `/gu/shortlist?ids=12,40,7`.
 */
export const sharedShortlistUrl = (
  pieces: readonly Pick<ProductCardData, 'id'>[],
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
) => new URL(`${localePath(locale, '/shortlist')}?ids=${pieces.map((piece) => piece.id).join(',')}`, siteUrl).href;

/**
 * The WhatsApp message sharing a shortlist, in the sharer's language: each piece's name, SKU, price
 * and page, then the whole list; every link opens in that language.
 */
export function shortlistShareText(
  pieces: readonly SharedPiece[],
  siteUrl: string,
  shopName: string,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const t = shortlistPageMessages(locale).share;
  return [
    t.heading(shopName),
    ...pieces.map((piece, index) =>
      t.piece(
        index + 1,
        piece.name,
        piece.sku,
        formatRupees(piece.totalPrice),
        new URL(productHref(piece.id, locale), siteUrl).href,
      ),
    ),
    t.all(sharedShortlistUrl(pieces, siteUrl, locale)),
  ].join('\n');
}

/** Opens WhatsApp to share the shortlist with anyone the shopper chooses. */
export const shortlistShareHref = (
  pieces: readonly SharedPiece[],
  siteUrl: string,
  shopName: string,
  locale: Locale = DEFAULT_LOCALE,
) => `https://wa.me/?text=${encodeURIComponent(shortlistShareText(pieces, siteUrl, shopName, locale))}`;
