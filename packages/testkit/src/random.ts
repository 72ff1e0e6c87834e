// mulberry32: a small, fast, seeded generator of numbers from 0 (included) to 1 (excluded), so that
// what a test, the demo catalogue or a benchmark draws is the same on every run and a failure can be
// replayed from its seed. Not for anything secret.
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A random marker for a test's enquiry, `${prefix}-` and ten letters: no digits, because the
 * enquiries' search also finds a phone by the digits of what is searched (a marker with 123 in it
 * found the suite's +91 98250 12345 too, and a count was one too many).
 */
export function enquiryMarker(prefix: string): string {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}-${letters.join('')}`;
}
