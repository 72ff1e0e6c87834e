// mulberry32: a small, fast, seeded generator of numbers from 0 (included) to 1 (excluded), so that
// what the demo catalogue, a test or a benchmark draws is the same on every run and a failure can be
// replayed from its seed. Not for anything secret. Its one home: the demo catalogue draws with it
// outside tests too (SEED_DEMO), and the test kit takes it from here.
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
