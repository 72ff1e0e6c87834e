import { describe, expect, it } from 'vitest';
import { feedRenderSeconds } from './build-log.ts';

describe('feedRenderSeconds', () => {
  it("adds up Astro's render times of the feeds' routes, and nothing else", () => {
    const output = [
      '▶ src/pages/feeds/google-merchant.xml.ts',
      '  \u001b[34m├─\u001b[39m \u001b[2m/feeds/google-merchant.xml\u001b[22m \u001b[2m(+38ms)\u001b[22m',
      '▶ src/pages/feeds/meta-catalogue.csv.ts',
      '  ├─ /feeds/meta-catalogue.csv (+1.25s)',
      '  ├─ /feeds/google-local-inventory.tsv (+7ms)',
      '▶ src/pages/[...locale]/product-preview/[id].astro',
      '  ├─ /product-preview/1/index.html (+900ms)',
      '  ├─ /gu/feeds-of-the-season/index.html (+40ms)',
    ].join('\n');
    expect(feedRenderSeconds(output)).toBeCloseTo(0.038 + 1.25 + 0.007, 6);
    expect(feedRenderSeconds('no feeds here')).toBe(0);
  });
});
