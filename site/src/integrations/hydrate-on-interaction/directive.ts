// The `client:interaction` directive (index.ts): hydrates its island on the first pointer over
// it, press, focus or click, whichever comes first.
import type { ClientDirective } from 'astro';

/** What says a visitor is about to use the island: a mouse over it, a finger or pen on it, the keyboard in it. */
const REACHING = ['pointerover', 'pointerdown', 'focusin'] as const;

const interactionDirective: ClientDirective = (load, _options, island) => {
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
  let started = false;
  const hydrate = async (event?: Event) => {
    if (event instanceof PointerEvent) follow(event);
    if (started) return;
    started = true;
    for (const name of REACHING) island.removeEventListener(name, hydrate);
    window.removeEventListener('click', clicked, { capture: true });
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
  for (const name of REACHING) island.addEventListener(name, hydrate);
  island.addEventListener('pointermove', follow);
  island.addEventListener('pointerout', leave);
  window.addEventListener('click', clicked, { capture: true });
};

export default interactionDirective;
