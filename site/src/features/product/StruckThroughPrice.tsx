// The price before the discount, struck through beside the price paid: the one rendering of it, for
// product cards and the product page alike. docs/pricing.md: totalPrice + discountPrice.
import { formatRupees, type Product, paiseToRupees, rupeesToPaise } from '@suvarna/domain';

interface StruckThroughPriceProps {
  product: Pick<Product, 'totalPrice' | 'discountPrice'>;
  /** Its size and colour where it stands. */
  className: string;
  /** Read out before it, in the page's language (the product section's `was`); English by default. */
  was?: string;
}

/** The undiscounted price, read out as "was …"; nothing when no discount is given. */
export default function StruckThroughPrice({ product, className, was = 'was' }: StruckThroughPriceProps) {
  if (product.discountPrice <= 0) return null;
  const undiscounted = rupeesToPaise(product.totalPrice) + rupeesToPaise(product.discountPrice);
  return (
    <s className={className}>
      <span className="sr-only">{`${was} `}</span>
      {formatRupees(paiseToRupees(undiscounted))}
    </s>
  );
}
