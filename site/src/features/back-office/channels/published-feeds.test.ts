import { describe, expect, it } from 'vitest';
import { googleFeedSkus, sheetRecords } from './published-feeds';

describe("reading the published feeds' items", () => {
  it("takes each item's SKU from Google's RSS, escaped characters and all", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel><title>Shop</title>
<item><g:id>KB-22</g:id><title>Kada &amp; "Bangle"</title></item>
<item><g:id>=HYPERLINK(&quot;x&quot;)</g:id><title>Ring</title></item>
</channel></rss>`;
    expect(googleFeedSkus(xml)).toEqual(['KB-22', '=HYPERLINK("x")']);
  });

  it('refuses a file that is not RSS (an HTML error page, a cut-off file)', () => {
    expect(() => googleFeedSkus('<!doctype html><html><body>Oops</body></html>')).toThrow(/not valid RSS/);
    expect(() => googleFeedSkus('<rss><channel><item>')).toThrow(/not valid RSS/);
  });

  it('counts records, not lines: quoted separators, quotes and line breaks stay in their cell', () => {
    const csv = 'id,title\r\nKB-22,"Kada, ""Bangle""\r\nલગ્ન કડા"\r\nR-1,Ring\r\n';
    expect(sheetRecords(csv, ',')).toEqual([
      ['KB-22', 'Kada, "Bangle"\r\nલગ્ન કડા'],
      ['R-1', 'Ring'],
    ]);
    expect(sheetRecords('id\tstore_code\nR-1\tSUV-01', '\t')).toEqual([['R-1', 'SUV-01']]);
    expect(sheetRecords('id,title\r\n', ',')).toEqual([]);
  });
});
