import Heart from 'lucide-react/icons/heart';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { shortlistTexts } from '../../i18n/shortlist-texts';

interface ShortlistHeartProps {
  id: number;
  /** Today's price, kept with the piece so the Shortlist page can say when it changes. */
  price: number;
  /** With the word beside the heart (the product page), or the heart alone (a card). */
  labelled?: boolean;
  className?: string;
  /**
   * The page's language; features/shortlist/shortlist-buttons.ts keeps the label in the language of
   * the page's `lang`.
   */
  locale?: Locale;
}

/**
 * The heart that puts a piece on the shortlist or takes it off, on a card and on a product page.
 * Rendered as plain markup: its state and clicks are the shortlist's script's
 * (features/shortlist/shortlist-buttons.ts, by its data attributes), on pages with React and without.
 */
export default function ShortlistHeart({
  id,
  price,
  labelled = false,
  className = '',
  locale = DEFAULT_LOCALE,
}: ShortlistHeartProps) {
  const t = shortlistTexts(locale);
  return (
    <button
      type="button"
      data-shortlist-id={id}
      data-shortlist-price={price}
      aria-pressed="false"
      aria-label={t.add}
      className={`inline-flex items-center justify-center gap-2 text-maroon transition-colors hover:text-[#561822] [&[aria-pressed=true]_svg]:fill-current ${labelled ? 'btn btn-outline' : 'size-11 bg-ivory/90 shadow-sm'} ${className}`}
    >
      <Heart aria-hidden="true" size={labelled ? 18 : 20} strokeWidth={1.75} />
      {labelled && t.heart}
    </button>
  );
}
