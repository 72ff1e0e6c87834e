import { formatRupees, inLanguage } from '@suvarna/domain';
import { memo, useEffect, useState, useSyncExternalStore } from 'react';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';
import { metalLabel, productListMessages } from '../../i18n/product-list-messages';
import { afterPaint } from '../../lib/after-paint';
import { productHref } from '../../lib/links';
import type { ProductCardData } from '../../lib/product-card-data';
import ShortlistHeart from './ShortlistHeart';
import StruckThroughPrice from './StruckThroughPrice';

interface ProductCardProps {
  card: ProductCardData;
  /** Cards in the first screenful load at once; the rest when scrolled near. */
  eager?: boolean;
  /** The page's language: the card's labels, and its link to the product page in that language. */
  locale?: Locale;
}

/** The cards of a list's first screenful, whose pictures load at once (`eager`). */
export const EAGER_CARDS = 3;

/** How wide a card's picture shows: its <img> `sizes`, and the product list's preload of the first. */
export const CARD_SIZES = '(min-width: 1024px) 22vw, (min-width: 640px) 45vw, 50vw';

const noSubscription = () => () => {};

/**
 * Whether the card's picture is in its markup. A card the server draws, or React hydrates, has it
 * from the start; one the product list adds after a filter or a search gets it once the frame with
 * the new cards is drawn: setting a picture's addresses starts its request and weighs its srcset
 * against the layout, which for 12 new cards was a third of a filter's time on a slow phone.
 */
function usePictureShown(): boolean {
  const addedInBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [shown, setShown] = useState(!addedInBrowser);
  useEffect(() => (shown ? undefined : afterPaint(() => setShown(true))), [shown]);
  return shown;
}

/**
 * A product in a grid: picture, name, price (struck-through original when discounted), metal and
 * purity. Rendered by Astro pages as plain HTML, and by the product list island. The product's name
 * is the CMS's, in the page's language where the shop wrote one; the metal's label and the card's
 * own words are in the page's language.
 */
function ProductCard({ card, eager = false, locale = DEFAULT_LOCALE }: ProductCardProps) {
  const t = productListMessages(locale);
  // A sold piece shows 'Sold' where its price was: it cannot be bought at any price.
  const sold = card.status === 'sold';
  const onSale = !sold && card.discountPrice > 0;
  // The shop's own name for the piece in this language, or its English one.
  const name = inLanguage(card, 'name', locale);
  const pictureShown = usePictureShown();
  // The heart sits over the picture beside the link, not inside it: a button in a link is neither
  // valid nor usable with a screen reader.
  return (
    <div className="relative h-full">
      <a
        href={productHref(card.id, locale)}
        className="group flex h-full flex-col border border-line bg-ivory transition-shadow hover:shadow-[0_10px_30px_-18px_rgba(42,38,35,0.45)]"
      >
        <div className="relative aspect-square overflow-hidden border-gold/40 border-b bg-sand">
          {card.image ? (
            pictureShown && (
              <img
                src={card.image.src}
                srcSet={card.image.srcSet}
                sizes={CARD_SIZES}
                width={480}
                height={480}
                alt={name}
                loading={eager ? 'eager' : 'lazy'}
                // The first cards hold the list's largest paint: fetched before other images, and
                // painted with the first frame they can be rather than decoded off to the side.
                fetchPriority={eager ? 'high' : 'auto'}
                decoding={eager ? 'sync' : 'async'}
                className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
              />
            )
          ) : (
            <span className="flex size-full items-center justify-center text-sm text-stone">{t.card.noPicture}</span>
          )}
          {onSale && (
            <span className="absolute top-3 left-3 bg-maroon px-2.5 py-1 font-semibold text-[0.6875rem] text-ivory tracking-[0.18em]">
              {t.card.sale}
            </span>
          )}
          {card.status === 'inactive' && (
            <span className="absolute bottom-3 left-3 bg-charcoal/85 px-2.5 py-1 text-[0.6875rem] text-ivory tracking-wider">
              {t.card.outOfStock}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <h3 className="font-serif text-charcoal text-lg leading-snug wrap-anywhere group-hover:text-gold-deep md:text-xl">
            {name}
          </h3>
          <p className="mt-auto flex flex-wrap items-baseline gap-x-2">
            {sold ? (
              <span className="font-semibold text-maroon text-xl">{t.card.sold}</span>
            ) : (
              <>
                <span className="price text-charcoal text-xl">{formatRupees(card.totalPrice)}</span>
                <StruckThroughPrice product={card} className="text-sm text-stone" was={t.card.was} />
              </>
            )}
          </p>
          <p className="flex flex-wrap gap-1.5 text-[0.6875rem] uppercase tracking-wider">
            <span className="border border-gold/50 px-2 py-0.5 text-gold-deep">{metalLabel(t, card.metal)}</span>
            <span className="border border-line px-2 py-0.5 text-stone">{card.purity}</span>
          </p>
        </div>
      </a>
      <ShortlistHeart id={card.id} price={card.totalPrice} locale={locale} className="absolute top-2 right-2" />
    </div>
  );
}

/** The fields a card shows: two cards alike in these render alike. */
const SHOWN = ['id', 'name', 'nameGu', 'nameHi', 'totalPrice', 'discountPrice', 'status', 'metal', 'purity'] as const;

/** Whether two cards render alike (card.test: every field that changes the markup is compared). */
export const sameCardProps = (a: ProductCardProps, b: ProductCardProps) =>
  a.eager === b.eager &&
  a.locale === b.locale &&
  (a.card === b.card ||
    (SHOWN.every((field) => a.card[field] === b.card[field]) &&
      a.card.image?.src === b.card.image?.src &&
      a.card.image?.srcSet === b.card.image?.srcSet));

// The product list renders its cards again when the catalogue's parts arrive, with the same cards
// as the built page's: skipping those keeps each such render short on a phone.
export default memo(ProductCard, sameCardProps);
