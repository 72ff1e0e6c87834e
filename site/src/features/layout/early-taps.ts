// A tap on an island whose JavaScript is still on its way (a product page's tabs or pictures on a
// slow phone) would do nothing, and the shopper would think the page broken. The tap is held and
// given to the island once it is live: Astro marks an island not yet hydrated with `ssr` and
// announces its hydration with `astro:hydrate`; React then handles the replayed click.

/** Holds taps on islands not yet hydrated, the last one per island, and replays them once hydrated. */
export function keepEarlyTaps(root: Document): void {
  const held = new WeakMap<Element, HTMLElement>();
  root.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
      const island = target?.closest('astro-island[ssr]');
      // A heart works without its island (shortlist-buttons.ts): its tap is not held.
      if (!target || !island || target.matches('[data-shortlist-id]')) return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.has(island)) {
        island.addEventListener(
          'astro:hydrate',
          // After the island's own hydration work has been queued.
          () => setTimeout(() => held.get(island)?.click(), 0),
          { once: true },
        );
      }
      held.set(island, target);
    },
    { capture: true },
  );
}
