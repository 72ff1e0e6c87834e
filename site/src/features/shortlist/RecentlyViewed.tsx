import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { shortlistPageMessages } from '../../i18n/shortlist-page-messages';
import { BuiltDataProvider } from '../../lib/built-data';
import ProductCard from '../product/ProductCard';
import { cardsById } from './cards-by-id';
import { readRecentlyViewed } from './shortlist';

interface RecentlyViewedProps {
  /** The piece on this page: remembered, and not shown among the others. */
  productId: number;
  /** The page's language: the heading, and the cards' texts and links. */
  locale?: Locale;
}

/**
 * 'Recently viewed' on a product page: the other pieces this browser looked at lately. At the foot
 * of the page, so hydrated when scrolled to (client:visible): its JavaScript is not part of the page's
 * load.
 */
export default function RecentlyViewed(props: RecentlyViewedProps) {
  return (
    <BuiltDataProvider>
      <Viewed {...props} />
    </BuiltDataProvider>
  );
}

function Viewed({ productId, locale = DEFAULT_LOCALE }: RecentlyViewedProps) {
  const [earlier, setEarlier] = useState<number[] | null>(null);
  // This page's own piece is recorded by RecordView.astro as the page opens.
  useEffect(() => {
    setEarlier(readRecentlyViewed(localStorage).filter((id) => id !== productId));
  }, [productId]);
  const ids = earlier ?? [];
  const cards = useQuery({ queryKey: ['viewed', ...ids], queryFn: () => cardsById(ids), enabled: ids.length > 0 });
  const shown = ids.flatMap((id) => cards.data?.get(id) ?? []);
  // Nothing to show (a first visit, or the catalogue could not be read): no section, only the
  // empty box by which the island knows it is on screen (it loads when scrolled to).
  if (shown.length === 0) return <div data-recently-viewed />;
  return (
    <section data-recently-viewed aria-labelledby="recently-viewed" className="mt-16">
      <h2 id="recently-viewed" className="text-center text-3xl md:text-4xl">
        {shortlistPageMessages(locale).recentlyViewed}
      </h2>
      <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4 md:gap-6">
        {shown.slice(0, 4).map((card) => (
          <li key={card.id}>
            <ProductCard card={card} locale={locale} />
          </li>
        ))}
      </ul>
    </section>
  );
}
