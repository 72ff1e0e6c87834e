// Changes to live site: the time from the CMS accepting a change until the publisher serves pages
// showing it (the probes are freshness.ts), each timed from a quiet publisher, as the median of
// several changes: a rate change (the home page and product pages priced by it) and, for the
// larger catalogues, one product edit (its page).
import { measureProductEditToLive, measureRateChangeToLive } from './freshness.ts';
import { type Figure, median } from './report.ts';
import type { Credentials } from './stack.ts';

export async function freshnessFigures(options: {
  cmsUrl: string;
  siteUrl: string;
  /** Whether the publisher has nothing under way: each change is timed from a quiet machine. */
  publisherIdle: () => Promise<boolean>;
  credentials: Credentials;
  runs: number;
  catalogue: string;
  /** docs/performance.md: seconds a rate change may take to go live, and a product edit, where budgeted. */
  budgets: { rateSeconds?: number; editSeconds?: number };
  /** Whether one product edit is measured too. */
  productEdit: boolean;
}): Promise<Figure[]> {
  const { cmsUrl, siteUrl, credentials, publisherIdle } = options;
  const rateChanges = [];
  for (let run = 0; run < options.runs; run += 1) {
    rateChanges.push(await measureRateChangeToLive({ cmsUrl, siteUrl, credentials, publisherIdle }));
  }
  const seconds = rateChanges.map((result) => result.seconds);
  const first = rateChanges[0];
  const figures: Figure[] = [
    {
      bench: 'freshness',
      name: `rate change to live site, ${options.catalogue}`,
      value: median(seconds),
      unit: 's',
      ...(options.budgets.rateSeconds ? { budget: { max: options.budgets.rateSeconds } } : {}),
      note: `median of ${rateChanges.length}, rate ${first?.rateName}, ${first?.pagesChecked} pages watched`,
      detail: Object.fromEntries(seconds.map((value, index) => [`run${index + 1}Seconds`, value])),
    },
  ];
  if (options.productEdit) {
    const edits = [];
    for (let run = 0; run < options.runs; run += 1) {
      edits.push((await measureProductEditToLive({ cmsUrl, siteUrl, credentials, publisherIdle })).seconds);
    }
    figures.push({
      bench: 'freshness',
      name: `one product edit to live site, ${options.catalogue}`,
      value: median(edits),
      unit: 's',
      ...(options.budgets.editSeconds ? { budget: { max: options.budgets.editSeconds } } : {}),
      note: `median of ${edits.length}, the product's page watched`,
      detail: Object.fromEntries(edits.map((value, index) => [`run${index + 1}Seconds`, value])),
    });
  }
  return figures;
}
