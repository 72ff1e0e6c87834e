// Rate change to live site: the time from the CMS accepting a new rate until the publisher serves
// pages showing it (the probe is freshness.ts), as the median of several changes.
import { measureRateChangeToLive } from './freshness.ts';
import { type Figure, median } from './report.ts';
import type { Credentials } from './stack.ts';

export async function freshnessFigures(options: {
  cmsUrl: string;
  siteUrl: string;
  credentials: Credentials;
  runs: number;
  catalogue: string;
}): Promise<Figure[]> {
  const results = [];
  for (let run = 0; run < options.runs; run += 1) {
    results.push(
      await measureRateChangeToLive({
        cmsUrl: options.cmsUrl,
        siteUrl: options.siteUrl,
        credentials: options.credentials,
      }),
    );
  }
  const seconds = results.map((result) => result.seconds);
  const first = results[0];
  return [
    {
      bench: 'freshness',
      name: `rate change to live site, ${options.catalogue}`,
      value: median(seconds),
      unit: 's',
      budget: { max: 20 },
      note: `median of ${results.length}, rate ${first?.rateName}, ${first?.pagesChecked} pages watched`,
      detail: Object.fromEntries(seconds.map((value, index) => [`run${index + 1}Seconds`, value])),
    },
  ];
}
