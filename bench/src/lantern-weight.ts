// What Lighthouse's phone simulation (Lantern) counts in a page's FCP and LCP estimates, read from
// the report: the bytes of each request it keeps, by kind. Lantern does not time the phone's load;
// it replays the local one over a slow link (a phone's: 150 ms RTT, 1.6 Mbit/s), keeping the requests that finished before
// the paint the local load showed. FCP keeps those a browser holds the paint for (the document,
// stylesheets, VeryHigh fonts, High-priority scripts: it cannot see when a module script ran, so it
// keeps them all); LCP keeps every one but low-priority pictures. So on a fast local load the
// estimates grow with what arrives before the first paint, which this makes visible.
import { z } from 'zod';

const request = z.object({
  resourceType: z.string().optional(),
  priority: z.string(),
  transferSize: z.number().optional(),
  networkEndTime: z.number().optional(),
});
type Request = z.infer<typeof request>;

const networkRequests = z.object({
  details: z.object({
    items: z.array(request),
    debugData: z.object({ networkStartTimeTs: z.number() }),
  }),
});
// The metrics audit's first item holds the observed paints (the second says whether LCP was invalidated).
const metrics = z.object({
  details: z.object({
    items: z.tuple(
      [z.object({ observedFirstContentfulPaintTs: z.number(), observedLargestContentfulPaintTs: z.number() })],
      z.unknown(),
    ),
  }),
});

export interface CountedBytes {
  total: number;
  /** Bytes per kind of request (`Document`, `Font`, `Image`, ...), largest first. */
  byKind: [kind: string, bytes: number][];
}

export interface LanternWeight {
  fcp: CountedBytes;
  lcp: CountedBytes;
}

const rendersBlocked = ({ priority, resourceType }: Request) =>
  priority === 'VeryHigh' || (priority === 'High' && (resourceType === 'Script' || resourceType === 'Document'));
const lowPriorityPicture = ({ priority, resourceType }: Request) =>
  resourceType === 'Image' && (priority === 'Low' || priority === 'VeryLow');

function count(requests: readonly Request[]): CountedBytes {
  const byKind = new Map<string, number>();
  for (const { resourceType, transferSize } of requests) {
    const kind = resourceType ?? 'Other';
    byKind.set(kind, (byKind.get(kind) ?? 0) + (transferSize ?? 0));
  }
  const sorted = [...byKind].sort(([, a], [, b]) => b - a);
  return { total: sorted.reduce((sum, [, bytes]) => sum + bytes, 0), byKind: sorted };
}

/** The requests each estimate counts; null when the report lacks the audits it needs. */
export function lanternWeight(audits: Record<string, unknown>): LanternWeight | null {
  const network = networkRequests.safeParse(audits['network-requests']);
  const observed = metrics.safeParse(audits.metrics);
  if (!network.success || !observed.success) return null;
  const { items, debugData } = network.data.details;
  const [paints] = observed.data.details.items;
  // Request times are in ms from the first request; the paints are trace timestamps in µs.
  const since = (timestamp: number) => (timestamp - debugData.networkStartTimeTs) / 1000;
  // The page itself is always counted, however late it ended.
  const document = items.find((item) => item.resourceType === 'Document');
  const endedBy = (paint: number) => (item: Request) =>
    item === document || (item.networkEndTime !== undefined && item.networkEndTime <= since(paint));
  return {
    fcp: count(items.filter(endedBy(paints.observedFirstContentfulPaintTs)).filter(rendersBlocked)),
    lcp: count(
      items.filter(endedBy(paints.observedLargestContentfulPaintTs)).filter((item) => !lowPriorityPicture(item)),
    ),
  };
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
const describe = ({ total, byKind }: CountedBytes) =>
  `${kilobytes(total)} (${byKind.map(([kind, bytes]) => `${kind.toLowerCase()} ${kilobytes(bytes)}`).join(', ')})`;

/** `FCP estimate counts 24 KB (document 11 KB, ...); LCP estimate 178 KB (font 119 KB, ...)`. */
export function describeLanternWeight({ fcp, lcp }: LanternWeight): string {
  return `FCP estimate counts ${describe(fcp)}; LCP estimate ${describe(lcp)}`;
}
