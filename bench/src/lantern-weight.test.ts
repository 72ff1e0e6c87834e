import { describe, expect, test } from 'vitest';
import { describeLanternWeight, lanternWeight } from './lantern-weight.ts';

// A report's two audits as Lighthouse 13 writes them: request times in ms from the first request,
// the observed paints as trace timestamps in µs.
const START_TS = 5_000_000;
const report = (paintsAtMs: { fcp: number; lcp: number }, items: object[]) => ({
  'network-requests': { details: { items, debugData: { networkStartTimeTs: START_TS } } },
  metrics: {
    details: {
      items: [
        {
          observedFirstContentfulPaintTs: START_TS + paintsAtMs.fcp * 1000,
          observedLargestContentfulPaintTs: START_TS + paintsAtMs.lcp * 1000,
        },
        { lcpInvalidated: false },
      ],
    },
  },
});
const request = (resourceType: string, priority: string, transferSize: number, networkEndTime: number) => ({
  url: `http://127.0.0.1/${resourceType}-${priority}-${networkEndTime}`,
  resourceType,
  priority,
  transferSize,
  networkEndTime,
});

describe('what the phone simulation counts', () => {
  const audits = report({ fcp: 400, lcp: 500 }, [
    request('Document', 'VeryHigh', 11_000, 30),
    request('Stylesheet', 'VeryHigh', 9_000, 190),
    request('Font', 'High', 34_000, 190), // preloaded: LCP only
    request('Font', 'VeryHigh', 8_000, 380), // found by the layout, done before the paint: both
    request('Font', 'VeryHigh', 14_000, 450), // done after the first paint: LCP only
    request('Script', 'High', 1_000, 250), // a module script: both
    request('Image', 'High', 30_000, 300), // the largest picture: LCP only
    request('Image', 'Low', 9_000, 300), // a lazy picture: neither
    request('Font', 'VeryHigh', 15_000, 600), // after the largest paint: neither
  ]);

  test('FCP counts what holds the paint and ended before it; LCP all but low-priority pictures', () => {
    expect(lanternWeight(audits)).toEqual({
      fcp: {
        total: 29_000,
        byKind: [
          ['Document', 11_000],
          ['Stylesheet', 9_000],
          ['Font', 8_000],
          ['Script', 1_000],
        ],
      },
      lcp: {
        total: 107_000,
        byKind: [
          ['Font', 56_000],
          ['Image', 30_000],
          ['Document', 11_000],
          ['Stylesheet', 9_000],
          ['Script', 1_000],
        ],
      },
    });
  });

  test('the page itself counts even when it ended after the paint', () => {
    const late = report({ fcp: 20, lcp: 20 }, [request('Document', 'VeryHigh', 11_000, 30)]);
    expect(lanternWeight(late)?.fcp.total).toBe(11_000);
  });

  test('says it in a line of kilobytes', () => {
    const weight = lanternWeight(audits);
    expect(weight && describeLanternWeight(weight)).toBe(
      'FCP estimate counts 28 KB (document 11 KB, stylesheet 9 KB, font 8 KB, script 1 KB); ' +
        'LCP estimate 104 KB (font 55 KB, image 29 KB, document 11 KB, stylesheet 9 KB, script 1 KB)',
    );
  });

  test('a report without the audits gives nothing rather than a wrong figure', () => {
    expect(lanternWeight({})).toBeNull();
    expect(lanternWeight({ ...audits, metrics: { details: { items: [] } } })).toBeNull();
  });
});
