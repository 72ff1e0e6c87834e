/** What `client:interaction={{ … }}` may add to waking on a visitor's reach (directive.ts). */
export interface InteractionOptions {
  /** A selector inside the island: it wakes when that element comes within a screen of view. */
  whenNear?: string;
  /** It wakes once the page is idle when the address carries a query (filters to apply at once). */
  withQuery?: boolean;
  /** Its code is fetched, not run, once the page is idle, so that a first reach waits only for its start. */
  prefetch?: boolean;
}
