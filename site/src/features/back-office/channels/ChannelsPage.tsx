// The Channels page (docs/back-office.md#channels): each product feed's full address to paste into
// Google Merchant Center or Meta Commerce Manager, how many items the published file holds and when
// it was published, the pieces left out and why, and how to connect each channel.
import type { ApiClient } from '@suvarna/api-client';
import type { PublishStatus } from '@suvarna/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Copy from 'lucide-react/icons/copy';
import { useId, useMemo, useState } from 'react';
import { FEED_PATHS } from '../../feeds/feed-types';
import { adminKeys, adminQueries } from '../data/queries';
import { LoadError } from '../ui/LoadError';
import { formatWhen } from '../ui/when';
import { ConnectChannels } from './ConnectChannels';
import { LeftOutList } from './LeftOutList';
import { piecesLeftOut } from './left-out';
import { googleFeedSkus, type PublishedFile, readPublishedFeed, sheetRecords } from './published-feeds';

export type ChannelsApi = Pick<ApiClient, 'getAllProducts' | 'getPublishStatus'>;

export const CHANNELS_MESSAGES = {
  copied: 'Address copied.',
  copyFailed: 'Could not copy: select the address and copy it.',
  noStoreCode:
    "Not written yet: the local inventory file is written once SHOP_STORE_CODE (the store code from Google Business Profile) is set in the site's settings.",
  allListed: 'Every piece is in the feeds.',
} as const;

interface FileFigures {
  /** The items in the published file; null when the site has none. */
  count: number | null;
  modified: string | null;
}

/** The published files: Google's SKUs, and each file's number of items and date. */
async function readFeeds() {
  const [google, meta, local] = await Promise.all([
    readPublishedFeed(FEED_PATHS.googleMerchant),
    readPublishedFeed(FEED_PATHS.metaCatalogue),
    readPublishedFeed(FEED_PATHS.localInventory),
  ]);
  const skus = google ? googleFeedSkus(google.text) : null;
  const figures = (file: PublishedFile | null, count: (text: string) => number): FileFigures => ({
    count: file ? count(file.text) : null,
    modified: file?.modified ?? null,
  });
  return {
    skus,
    files: {
      [FEED_PATHS.googleMerchant]: figures(google, () => skus?.length ?? 0),
      [FEED_PATHS.metaCatalogue]: figures(meta, (text) => sheetRecords(text, ',').length),
      [FEED_PATHS.localInventory]: figures(local, (text) => sheetRecords(text, '\t').length),
    } as Record<string, FileFigures>,
  };
}

/**
 * When the file was last published: the CMS's record of its last publish, else the file's own date
 * (a site built before the CMS recorded a publish, as the first build of a new shop).
 */
function lastPublished(status: PublishStatus | undefined, file: FileFigures | undefined): string {
  const when = status?.lastPublishedAt ?? file?.modified;
  if (when) return formatWhen(when);
  return status && file ? 'no publish recorded' : '…';
}

const FEEDS = [
  { title: 'Google Merchant Center', path: FEED_PATHS.googleMerchant, format: 'RSS 2.0 (XML)' },
  { title: 'Meta Commerce Manager', path: FEED_PATHS.metaCatalogue, format: 'CSV' },
  { title: 'Google local inventory', path: FEED_PATHS.localInventory, format: 'TSV' },
] as const;

function FeedCard({
  title,
  path,
  format,
  file,
  status,
}: {
  title: string;
  path: string;
  format: string;
  /** The published file's figures; undefined while it is read. */
  file: FileFigures | undefined;
  status: PublishStatus | undefined;
}) {
  const fieldId = useId();
  const [copied, setCopied] = useState<string | null>(null);
  const address = `${window.location.origin}${path}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(CHANNELS_MESSAGES.copied);
    } catch {
      // A plain http address (a shop's own network) has no clipboard: the field selects on focus.
      setCopied(CHANNELS_MESSAGES.copyFailed);
    }
  };
  const headingId = `${fieldId}-title`;
  return (
    <article aria-labelledby={headingId} className="grid min-w-0 gap-3 border border-line bg-white/60 p-4 sm:p-6">
      <h3 id={headingId} className="font-semibold text-charcoal">
        {title} <span className="font-normal text-sm text-stone">· {format}</span>
      </h3>
      <div className="grid gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-semibold text-charcoal">
          Address
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          {/* A text area, so a phone shows the whole address over two lines rather than its start. */}
          <textarea
            id={fieldId}
            readOnly
            rows={2}
            value={address}
            onFocus={(event) => event.currentTarget.select()}
            className="block w-full min-w-0 resize-none break-all border border-line bg-white px-3.5 py-2.5 font-mono text-sm text-charcoal field-sizing-content"
          />
          <button type="button" className="btn btn-outline shrink-0" onClick={() => void copy()}>
            <Copy size={16} aria-hidden="true" />
            Copy
          </button>
        </div>
        <p role="status" className="min-h-5 text-sm text-stone">
          {copied}
        </p>
      </div>
      {file?.count === null ? (
        <p className="text-sm text-charcoal">{CHANNELS_MESSAGES.noStoreCode}</p>
      ) : (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-stone">Items</dt>
          <dd className="text-charcoal">{file?.count ?? '…'}</dd>
          <dt className="text-stone">Last published</dt>
          <dd className="text-charcoal">{lastPublished(status, file)}</dd>
        </dl>
      )}
    </article>
  );
}

export function ChannelsPage({ api }: { api: ChannelsApi }) {
  const status = useQuery(adminQueries.publishStatus(api));
  const products = useQuery(adminQueries.products(api));
  // Keyed by the last publish, so a publish the status read sees has the files read again (the old
  // figures shown meanwhile); read once the status has answered, not once before and once after.
  const feeds = useQuery({
    queryKey: [...adminKeys.publishedFeeds, status.data?.lastPublishedAt ?? null],
    queryFn: readFeeds,
    enabled: !status.isPending,
    placeholderData: keepPreviousData,
  });
  // Without the published feed (it could not be read), only the rule's reasons are known. Worked
  // out once per read, not per render: a shop may hold thousands of pieces.
  const skus = feeds.data?.skus;
  const leftOut = useMemo(
    () => (products.data && !feeds.isPending ? piecesLeftOut(products.data, skus ? new Set(skus) : null) : null),
    [products.data, feeds.isPending, skus],
  );

  return (
    <div className="grid gap-6">
      <section aria-labelledby="feeds-title" className="grid gap-4">
        <h2 id="feeds-title" className="eyebrow">
          Product feeds
        </h2>
        <p className="text-sm text-stone">
          Every publish writes these files with the prices the pages show. Paste an address into the channel once: it
          fetches the file again on its schedule.
        </p>
        {status.data && status.data.waitingCount > 0 && (
          <p className="text-sm font-semibold text-charcoal">
            {status.data.waitingCount === 1 ? '1 change waits' : `${status.data.waitingCount} changes wait`} to be
            published: the feeds show them after the next publish.
          </p>
        )}
        {feeds.error && <LoadError error={feeds.error} onRetry={() => void feeds.refetch()} />}
        {status.error && <LoadError error={status.error} onRetry={() => void status.refetch()} />}
        <div className="grid gap-4">
          {FEEDS.map((feed) => (
            <FeedCard key={feed.path} {...feed} file={feeds.data?.files[feed.path]} status={status.data} />
          ))}
        </div>
      </section>
      <section aria-labelledby="left-out-title" className="grid gap-3 border border-line bg-white/60 p-4 sm:p-6">
        <h2 id="left-out-title" className="eyebrow">
          Pieces left out
        </h2>
        <p className="text-sm text-stone">
          Drafts and hidden pieces are never public; Google and Meta refuse a piece without a picture or a price.
        </p>
        {products.error && <LoadError error={products.error} onRetry={() => void products.refetch()} />}
        {!leftOut && !products.error && <p className="text-stone">Loading…</p>}
        {leftOut?.length === 0 && <p className="text-charcoal">{CHANNELS_MESSAGES.allListed}</p>}
        {leftOut && leftOut.length > 0 && <LeftOutList pieces={leftOut} />}
      </section>
      <ConnectChannels />
    </div>
  );
}
