// The `client:interaction` directive (index.ts): hydrates its island on the first pointer over
// it, press, focus or click, whichever comes first; with options, also when a part of it nears the
// screen or when the address carries a query, and with its code fetched once the page is idle.
import type { ClientDirective } from 'astro';
import type { InteractionOptions } from './options';

/** What says a visitor is about to use the island: a mouse over it, a finger or pen on it, the keyboard in it. */
const REACHING = ['pointerover', 'pointerdown', 'focusin'] as const;

/** How near the screen a `whenNear` element wakes the island: a screen's height below it. */
const NEAR = '0px 0px 100% 0px';

const idle = (then: () => void) =>
  'requestIdleCallback' in window ? requestIdleCallback(then, { timeout: 2000 }) : setTimeout(then, 200);

/** Fetches (without running) the island's component and renderer, so a first reach waits only for them to start. */
function prefetch(island: HTMLElement) {
  for (const attribute of ['component-url', 'renderer-url']) {
    const href = island.getAttribute(attribute);
    if (!href) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

const interactionDirective: ClientDirective = (load, options, island) => {
  const {
    whenNear,
    withQuery,
    prefetch: fetchEarly,
  }: InteractionOptions = typeof options.value === 'object' && options.value !== null ? options.value : {};
  /** Where a mouse rests over the island while its code arrives, to be told to it once live. */
  let mouse: { x: number; y: number } | null = null;
  const follow = (event: PointerEvent) => {
    if (event.pointerType === 'mouse') mouse = { x: event.clientX, y: event.clientY };
  };
  const leave = (event: PointerEvent) => {
    if (!(event.relatedTarget instanceof Node && island.contains(event.relatedTarget))) mouse = null;
  };
  // A screen reader may click a button without a pointer or focus event; early-taps.ts holds that
  // click at the document, so it is seen here at the window, before it.
  const clicked = (event: MouseEvent) => {
    if (event.target instanceof Node && island.contains(event.target)) void hydrate();
  };
  let near: IntersectionObserver | undefined;
  let started = false;
  const hydrate = async (event?: Event) => {
    if (event instanceof PointerEvent) follow(event);
    if (started) return;
    started = true;
    for (const name of REACHING) island.removeEventListener(name, hydrate);
    window.removeEventListener('click', clicked, { capture: true });
    near?.disconnect();
    await (await load())();
    island.removeEventListener('pointermove', follow);
    island.removeEventListener('pointerout', leave);
    const resting = mouse;
    const under = resting && document.elementFromPoint(resting.x, resting.y);
    if (!resting || !under || !island.contains(under)) return;
    // The mouse's arrival, told again now that the island listens: a hover effect (the gallery's
    // zoom lens) shows where the mouse rests, without waiting for it to move. React holds an event
    // that comes while it is still hydrating and replays it after (for pointerover; not for
    // pointermove), so this needs no guess at when hydration ends.
    under.dispatchEvent(
      new PointerEvent('pointerover', {
        bubbles: true,
        pointerType: 'mouse',
        isPrimary: true,
        clientX: resting.x,
        clientY: resting.y,
      }),
    );
  };
  if (withQuery && window.location.search.length > 1) {
    idle(() => void hydrate());
    return;
  }
  for (const name of REACHING) island.addEventListener(name, hydrate);
  island.addEventListener('pointermove', follow);
  island.addEventListener('pointerout', leave);
  window.addEventListener('click', clicked, { capture: true });
  const target = whenNear ? island.querySelector(whenNear) : null;
  if (target) {
    near = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void hydrate();
      },
      { rootMargin: NEAR },
    );
    near.observe(target);
  }
  if (fetchEarly) idle(() => prefetch(island));
};

export default interactionDirective;
