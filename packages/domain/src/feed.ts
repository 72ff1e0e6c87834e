// Which pieces the shop's product feeds list (docs/site.md#feeds): one rule for the site's build,
// which writes the feeds, and the back office's Channels page, which says why a piece is left out.
import { rupeesToPaise } from './money.js';
import type { Product } from './types.js';

/** Why a piece is not in the feeds: never public, or a listing the channels would refuse. */
export type FeedLeftOutReason = 'draft' | 'hidden' | 'no picture' | 'no price';

export type FeedPiece = Pick<Product, 'status' | 'images' | 'totalPrice'>;

/**
 * Why the piece stays out of the feeds, or null when it qualifies. Drafts and hidden pieces are
 * never public (the build is not even given them); Google and Meta refuse an item without a
 * picture or priced at nothing. A sold piece qualifies while the site lists it (domain's isPublic).
 */
export function feedLeftOutReason(piece: FeedPiece): FeedLeftOutReason | null {
  if (piece.status === 'draft' || piece.status === 'hidden') return piece.status;
  if (piece.images.length === 0) return 'no picture';
  if (rupeesToPaise(piece.totalPrice) <= 0) return 'no price';
  return null;
}
