import Heart from 'lucide-react/icons/heart';

interface ShortlistHeartProps {
  id: number;
  /** Today's price, kept with the piece so the Shortlist page can say when it changes. */
  price: number;
  /** With the word beside the heart (the product page), or the heart alone (a card). */
  labelled?: boolean;
  className?: string;
}

/**
 * The heart that puts a piece on the shortlist or takes it off. Rendered as plain markup: its state
 * and clicks are shortlist-buttons.ts's, on pages with React and without.
 */
export default function ShortlistHeart({ id, price, labelled = false, className = '' }: ShortlistHeartProps) {
  return (
    <button
      type="button"
      data-shortlist-id={id}
      data-shortlist-price={price}
      aria-pressed="false"
      aria-label="Add to shortlist"
      className={`inline-flex items-center justify-center gap-2 text-maroon transition-colors hover:text-[#561822] [&[aria-pressed=true]_svg]:fill-current ${labelled ? 'btn btn-outline' : 'size-11 bg-ivory/90 shadow-sm'} ${className}`}
    >
      <Heart aria-hidden="true" size={labelled ? 18 : 20} strokeWidth={1.75} />
      {labelled && 'Shortlist'}
    </button>
  );
}
