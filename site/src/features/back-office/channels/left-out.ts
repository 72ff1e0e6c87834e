// The pieces missing from the published feeds and why, for the Channels page: the feeds' own rule
// (domain's feedLeftOutReason, as the build applies it), else the published feed's word.
import { type FeedLeftOutReason, feedLeftOutReason, type Product } from '@suvarna/domain';

export const CHANGED_SINCE_PUBLISH = 'changed since the last publish';
/** A sold piece the site lists no longer (the CMS's SOLD_SHOWN_DAYS have passed): not public, so not in the feeds. */
export const SOLD_NO_LONGER_LISTED = 'sold, no longer listed';

export type LeftOutReason = FeedLeftOutReason | typeof CHANGED_SINCE_PUBLISH | typeof SOLD_NO_LONGER_LISTED;

export interface LeftOutPiece {
  id: number;
  sku: string;
  name: string;
  reason: LeftOutReason;
}

/**
 * Every piece not in the published feed, with its reason. A piece that qualifies but is missing
 * was added or changed after the feed was written; without the published SKUs (the feed could not
 * be read) only the rule's reasons are known.
 */
export function piecesLeftOut(products: readonly Product[], publishedSkus: ReadonlySet<string> | null): LeftOutPiece[] {
  const leftOut: LeftOutPiece[] = [];
  for (const product of products) {
    if (publishedSkus?.has(product.sku)) continue;
    const rule = feedLeftOutReason(product);
    const reason =
      rule ?? (publishedSkus && (product.status === 'sold' ? SOLD_NO_LONGER_LISTED : CHANGED_SINCE_PUBLISH));
    if (reason) leftOut.push({ id: product.id, sku: product.sku, name: product.name, reason });
  }
  return leftOut;
}
