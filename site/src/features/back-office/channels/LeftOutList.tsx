// The pieces left out of the feeds: how many for each reason, then each piece (the first few
// hundred: a shop with thousands of drafts has a page, not a scroll of them, on a phone).
import type { LeftOutPiece, LeftOutReason } from './left-out';

/** Pieces listed one by one; the rest are counted. */
export const LEFT_OUT_SHOWN = 200;

function countsByReason(pieces: readonly LeftOutPiece[]): string {
  const counts = new Map<LeftOutReason, number>();
  for (const piece of pieces) counts.set(piece.reason, (counts.get(piece.reason) ?? 0) + 1);
  return Array.from(counts, ([reason, count]) => `${reason}: ${count}`).join(', ');
}

export function LeftOutList({ pieces }: { pieces: readonly LeftOutPiece[] }) {
  const more = pieces.length - LEFT_OUT_SHOWN;
  const summary = `${pieces.length === 1 ? '1 piece is' : `${pieces.length} pieces are`} not in the feeds (${countsByReason(pieces)}).`;
  return (
    <>
      <p className="font-semibold text-charcoal">{summary}</p>
      <ul aria-label="Pieces left out" className="divide-y divide-line border-y border-line text-sm">
        {pieces.slice(0, LEFT_OUT_SHOWN).map((piece) => (
          <li key={piece.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="min-w-0 break-words text-charcoal">
              {piece.name} <span className="text-stone">({piece.sku})</span>
            </span>
            <span className="font-semibold text-maroon">{piece.reason}</span>
          </li>
        ))}
      </ul>
      {more > 0 && <p className="text-sm text-stone">and {more} more</p>}
    </>
  );
}
