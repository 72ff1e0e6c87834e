// Markers that differ on every run. The seeded generator the tests and benchmarks draw with lives
// in the demo catalogue (@suvarna/demo-catalogue/random), which draws with it outside tests too.

/**
 * A random marker for a test's enquiry, `${prefix}-` and ten letters: no digits, because the
 * enquiries' search also finds a phone by the digits of what is searched (a marker with 123 in it
 * found the suite's +91 98250 12345 too, and a count was one too many).
 */
export function enquiryMarker(prefix: string): string {
  const letters = Array.from({ length: 10 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26)));
  return `${prefix}-${letters.join('')}`;
}
