import { formatRupees } from '@suvarna/domain';
import type { ProductCardData } from '../product/card';

/** The address that opens this shortlist for someone else: `/shortlist?ids=12,40,7`. */
export const sharedShortlistUrl = (pieces: readonly Pick<ProductCardData, 'id'>[], siteUrl: string) =>
  new URL(`/shortlist?ids=${pieces.map((piece) => piece.id).join(',')}`, siteUrl).href;

/** The WhatsApp message sharing a shortlist: each piece's name, SKU, price and page, then the whole list. */
export function shortlistShareText(
  pieces: readonly Pick<ProductCardData, 'id' | 'name' | 'sku' | 'totalPrice'>[],
  siteUrl: string,
  shopName: string,
): string {
  return [
    `My shortlist from ${shopName} Jewellers:`,
    ...pieces.map(
      (piece, index) =>
        `${index + 1}. ${piece.name} (SKU ${piece.sku}), ${formatRupees(piece.totalPrice)}: ${new URL(`/product-preview/${piece.id}`, siteUrl).href}`,
    ),
    `All of them: ${sharedShortlistUrl(pieces, siteUrl)}`,
  ].join('\n');
}

/** Opens WhatsApp to share the shortlist with anyone the shopper chooses. */
export const shortlistShareHref = (
  pieces: readonly Pick<ProductCardData, 'id' | 'name' | 'sku' | 'totalPrice'>[],
  siteUrl: string,
  shopName: string,
) => `https://wa.me/?text=${encodeURIComponent(shortlistShareText(pieces, siteUrl, shopName))}`;
