// The feeds as the last publish wrote them, read from the site itself (the back office is served
// by it): how many items each holds, and the SKUs Google's has. Parsed with what the browser has
// (DOMParser) and a few lines for CSV, so the page adds no library to the back office's bundle.

/** Google's product data namespace, in which each item's `g:id` (its SKU) is written. */
const GOOGLE_NS = 'http://base.google.com/ns/1.0';

export interface PublishedFile {
  text: string;
  /** When the file was written, as the server says (the local publisher does; a CDN may not), ISO. */
  modified: string | null;
}

/** A feed file as served, or null when the site has none (404: the local inventory without a store code). */
export async function readPublishedFeed(path: string): Promise<PublishedFile | null> {
  // no-cache: the feed is served with a minute's cache, and a publish may have just replaced it.
  const response = await fetch(new URL(path, window.location.origin), { cache: 'no-cache' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The site did not give ${path} (${response.status}). Please try again.`);
  const modified = Date.parse(response.headers.get('last-modified') ?? '');
  return { text: await response.text(), modified: Number.isNaN(modified) ? null : new Date(modified).toISOString() };
}

/** The SKUs of the items of Google's RSS feed, in its order. */
export function googleFeedSkus(xml: string): string[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0 || document.documentElement.nodeName !== 'rss')
    throw new Error('The Google feed is not valid RSS: publish the site again.');
  return Array.from(document.getElementsByTagName('item'), (item) =>
    (item.getElementsByTagNameNS(GOOGLE_NS, 'id')[0]?.textContent ?? '').trim(),
  );
}

/**
 * The records of an RFC 4180 file (CSV, or TSV with a tab) after its header: quoted cells may hold
 * the separator, doubled quotes and line breaks, so lines alone would miscount.
 */
export function sheetRecords(text: string, separator: ',' | '\t'): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let value = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index] as string;
    if (quoted) {
      if (character !== '"') value += character;
      else if (text[index + 1] === '"') {
        value += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === separator) {
      record.push(value);
      value = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      record.push(value);
      records.push(record);
      record = [];
      value = '';
    } else value += character;
  }
  if (value !== '' || record.length > 0) records.push([...record, value]);
  return records.slice(1);
}
