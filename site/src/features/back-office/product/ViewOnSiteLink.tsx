// The product's page on the public site, from its edit dialog: opened in a new tab, so the form stays
// as it is. The back office is served by the site itself, so the page's path is its address.
import ExternalLink from 'lucide-react/icons/external-link';
import { productHref } from '../../../lib/links';

export function ViewOnSiteLink({ productId }: { productId: number }) {
  return (
    <p className="mt-1 text-sm">
      <a
        href={productHref(productId)}
        target="_blank"
        rel="noopener"
        className="inline-flex min-h-10 items-center gap-1.5 font-semibold text-gold-deep underline-offset-4 hover:underline"
      >
        View on site
        <ExternalLink size={14} aria-hidden="true" />
      </a>
    </p>
  );
}
