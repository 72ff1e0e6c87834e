// The home page's banner carousel without a framework: BannerCarousel.astro renders the slides
// stacked in one grid cell, the first in place and the others off to the right; this moves them.
import { BANNER_INTERVAL_MS, SWIPE_MIN_PX } from '../../config/ui';

export interface BannerSlide {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
  /** The banner's picture for phones, shown instead below PHONE_BANNER_MAX_WIDTH; none: phones show the wide one. */
  phone?: { srcSet: string; width: number; height: number } | undefined;
}

type PauseReason = 'hover' | 'hidden' | 'swipe';

/**
 * Shows one banner at a time, advancing every 3 s and wrapping around; a swipe moves them either
 * way. The timer stops while the tab is hidden, a mouse rests on a banner or a finger holds one.
 * `root` is the element with the data-carousel attribute.
 */
export function initCarousel(root: HTMLElement): void {
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  if (!track || slides.length < 2) return;

  let current = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const paused = new Set<PauseReason>();

  // A browser may leave a lazy picture in the clipped strip unfetched until it shows (Chromium 156
  // fetches it at once, at the low priority BannerCarousel.astro asks for): fetch the next banner
  // before it slides in, and only after the page has loaded so the first banner (the LCP) has the network.
  const fetchAhead = (index: number) => {
    const image = slides[index % slides.length]?.querySelector('img');
    image?.setAttribute('loading', 'eager');
  };

  /** Moves to slide `target`, coming in from the right when `direction` is 1, from the left when -1. */
  const show = (target: number, direction: 1 | -1) => {
    const entering = slides[target];
    const leaving = slides[current];
    if (!entering || !leaving) return;
    // Place the entering slide on its side without animating, then slide both.
    entering.style.transition = 'none';
    entering.style.translate = `${direction * 100}%`;
    void entering.offsetWidth;
    entering.style.transition = '';
    entering.style.translate = '0';
    leaving.style.translate = `${-direction * 100}%`;
    leaving.setAttribute('aria-hidden', 'true');
    entering.setAttribute('aria-hidden', 'false');
    current = target;
    fetchAhead(target + 1);
  };

  const step = (direction: 1 | -1) => show((current + direction + slides.length) % slides.length, direction);

  const schedule = () => {
    clearTimeout(timer);
    timer = paused.size === 0 ? setTimeout(advance, BANNER_INTERVAL_MS) : undefined;
  };
  const advance = () => {
    step(1);
    schedule();
  };
  const pause = (reason: PauseReason) => {
    paused.add(reason);
    schedule();
  };
  const resume = (reason: PauseReason) => {
    paused.delete(reason);
    schedule();
  };

  // Only a real mouse hovers: a tap also sends pointerenter, with no pointerleave until much later.
  root.addEventListener('pointerenter', (event) => event.pointerType === 'mouse' && pause('hover'));
  root.addEventListener('pointerleave', (event) => event.pointerType === 'mouse' && resume('hover'));
  document.addEventListener('visibilitychange', () =>
    document.visibilityState === 'hidden' ? pause('hidden') : resume('hidden'),
  );

  let swipeStartX: number | undefined;
  track.addEventListener('pointerdown', (event) => {
    swipeStartX = event.clientX;
    pause('swipe');
  });
  track.addEventListener('pointerup', (event) => {
    const travelled = swipeStartX === undefined ? 0 : event.clientX - swipeStartX;
    swipeStartX = undefined;
    if (Math.abs(travelled) >= SWIPE_MIN_PX) step(travelled < 0 ? 1 : -1);
    resume('swipe');
  });
  track.addEventListener('pointercancel', () => {
    swipeStartX = undefined;
    resume('swipe');
  });

  if (document.readyState === 'complete') fetchAhead(1);
  else window.addEventListener('load', () => fetchAhead(1), { once: true });
  if (document.visibilityState === 'hidden') paused.add('hidden');
  schedule();
}
