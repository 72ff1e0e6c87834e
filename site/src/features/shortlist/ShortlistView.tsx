import { formatRupees } from '@suvarna/domain';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { SHOPPER_STORAGE_KEYS } from '../../config/ui';
import { DEFAULT_LOCALE, type Locale, localePath } from '../../i18n/locales';
import { shortlistPageMessages } from '../../i18n/shortlist-page-messages';
import { BuiltDataProvider } from '../../lib/built-data';
import ProductCard from '../product/ProductCard';
import { cardsById } from './cards-by-id';
import { shortlistShareHref } from './share';
import { readShortlist, SHORTLIST_CHANGED, type ShortlistEntry, sharedIds } from './shortlist';

interface ShortlistViewProps {
  /** The site's address, for the links a shared shortlist carries. */
  siteUrl: string;
  shopName: string;
  /** The page's language: the texts, the cards' links and the shared message and links. */
  locale?: Locale;
}

// The stored shortlist as React state: re-read when this page changes it, or another tab does.
let snapshot = '';
let entries: ShortlistEntry[] = [];
function storedShortlist(): ShortlistEntry[] {
  const raw = localStorage.getItem(SHOPPER_STORAGE_KEYS.shortlist) ?? '';
  if (raw !== snapshot) {
    snapshot = raw;
    entries = readShortlist(localStorage);
  }
  return entries;
}
function subscribe(changed: () => void) {
  const onStorage = (event: StorageEvent) => event.key === SHOPPER_STORAGE_KEYS.shortlist && changed();
  document.addEventListener(SHORTLIST_CHANGED, changed);
  window.addEventListener('storage', onStorage);
  return () => {
    document.removeEventListener(SHORTLIST_CHANGED, changed);
    window.removeEventListener('storage', onStorage);
  };
}
const NONE: ShortlistEntry[] = [];

/**
 * The Shortlist page: the shopper's own shortlist, or one shared with them (`?ids=12,40,7`), with
 * today's prices and stock from the catalogue built with the site.
 */
export default function ShortlistView(props: ShortlistViewProps) {
  return (
    <BuiltDataProvider>
      <Shortlist {...props} />
    </BuiltDataProvider>
  );
}

function Shortlist({ siteUrl, shopName, locale = DEFAULT_LOCALE }: ShortlistViewProps) {
  const t = shortlistPageMessages(locale);
  const [shared] = useState(() => sharedIds(window.location.search));
  const own = useSyncExternalStore(subscribe, storedShortlist, () => NONE);
  const ids = shared ?? own.map((entry) => entry.id);
  const cards = useQuery({ queryKey: ['shortlist', ...ids], queryFn: () => cardsById(ids) });

  if (cards.isPending) return <p role="status">{t.loading}</p>;
  if (cards.isError) {
    return (
      <p role="alert" className="border border-maroon/40 bg-ivory p-6 text-maroon">
        {t.failed}
      </p>
    );
  }
  if (ids.length === 0) {
    return (
      <div className="border border-line bg-ivory px-6 py-16 text-center">
        <h2 className="text-3xl">{t.empty}</h2>
        <p className="mt-3 text-stone">{t.emptyHint}</p>
        <a href={localePath(locale, '/product-list')} className="btn btn-primary mt-8">
          {t.browse}
        </a>
      </div>
    );
  }

  const found = ids.flatMap((id) => cards.data.get(id) ?? []);
  const gone = ids.length - found.length;
  const addedAt = new Map(own.map((entry) => [entry.id, entry.price]));
  return (
    <div>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <p role="status" className="text-stone">
          {shared ? t.shared(found.length) : t.own(found.length)}
        </p>
        {found.length > 0 && (
          <div className="flex flex-wrap gap-3">
            {/* The Book a visit page attaches the visitor's own shortlist, not one shared with them. */}
            {!shared && (
              <a href={localePath(locale, '/book-visit')} className="btn btn-outline">
                {t.bookVisit}
              </a>
            )}
            <a
              href={shortlistShareHref(found, siteUrl, shopName, locale)}
              target="_blank"
              rel="noopener"
              className="btn btn-primary"
            >
              {t.shareOnWhatsApp}
            </a>
          </div>
        )}
      </div>
      {gone > 0 && <p className="mb-5 border border-line bg-ivory p-4 text-sm text-stone">{t.gone(gone)}</p>}
      <h2 className="sr-only">{t.pieces}</h2>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-3 md:gap-6 lg:grid-cols-4">
        {found.map((card) => {
          const then = shared ? undefined : addedAt.get(card.id);
          const notes = [
            ...(card.status === 'sold' ? [t.sold] : card.status !== 'active' ? [t.outOfStock] : []),
            ...(then !== undefined && then !== card.totalPrice ? [t.priceChanged(formatRupees(then))] : []),
          ];
          return (
            <li key={card.id} className="flex flex-col gap-2">
              <ProductCard card={card} locale={locale} />
              {notes.map((note) => (
                <p key={note} className="text-maroon text-sm">
                  {note}
                </p>
              ))}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
