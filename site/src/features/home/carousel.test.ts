import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initCarousel } from './carousel';

const SLIDES = 3;

/** The carousel as BannerCarousel.astro renders it, started. */
function renderCarousel(): HTMLElement {
  const slides = Array.from(
    { length: SLIDES },
    (_, index) => `
      <div role="group" aria-roledescription="slide" aria-label="${index + 1} of ${SLIDES}"
        aria-hidden="${index === 0 ? 'false' : 'true'}" data-carousel-slide>
        <img src="/banner-${index + 1}.webp" alt="Offer ${index + 1}" loading="${index === 0 ? 'eager' : 'lazy'}" />
      </div>`,
  );
  document.body.innerHTML = `
    <section aria-roledescription="carousel" aria-label="Offers" data-carousel>
      <div><div data-carousel-track>${slides.join('')}</div></div>
    </section>`;
  const root = document.querySelector<HTMLElement>('[data-carousel]') as HTMLElement;
  initCarousel(root);
  return root;
}

const shownSlides = () =>
  [...document.querySelectorAll('[data-carousel-slide]')].flatMap((slide, index) =>
    slide.getAttribute('aria-hidden') === 'false' ? [index] : [],
  );
const shownSlide = () => {
  const [shown, ...others] = shownSlides();
  expect(others).toEqual([]);
  return shown;
};
const track = () => document.querySelector('[data-carousel-track]') as HTMLElement;

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};
const pointer = (target: Element, type: string, init: PointerEventInit) =>
  target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'touch', ...init }));
const swipe = (fromX: number, toX: number) => {
  pointer(track(), 'pointerdown', { clientX: fromX });
  pointer(track(), 'pointerup', { clientX: toX });
};

describe('initCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('advances every 3 seconds and wraps around', () => {
    renderCarousel();
    expect(shownSlide()).toBe(0);

    vi.advanceTimersByTime(2999);
    expect(shownSlide()).toBe(0);
    vi.advanceTimersByTime(1);
    expect(shownSlide()).toBe(1);
    vi.advanceTimersByTime(3000);
    expect(shownSlide()).toBe(2);
    vi.advanceTimersByTime(3000);
    expect(shownSlide()).toBe(0);
  });

  it('pauses while the tab is hidden and resumes when it is shown', () => {
    renderCarousel();
    vi.advanceTimersByTime(3000);
    expect(shownSlide()).toBe(1);

    setVisibility('hidden');
    vi.advanceTimersByTime(15_000);
    expect(shownSlide()).toBe(1);

    setVisibility('visible');
    vi.advanceTimersByTime(3000);
    expect(shownSlide()).toBe(2);
  });

  it('pauses while a mouse rests on a banner, but not after a tap', () => {
    const root = renderCarousel();
    pointer(root, 'pointerenter', { pointerType: 'mouse' });
    vi.advanceTimersByTime(10_000);
    expect(shownSlide()).toBe(0);

    pointer(root, 'pointerleave', { pointerType: 'mouse' });
    vi.advanceTimersByTime(3000);
    expect(shownSlide()).toBe(1);

    pointer(root, 'pointerenter', { pointerType: 'touch' });
    vi.advanceTimersByTime(3000);
    expect(shownSlide()).toBe(2);
  });

  it('moves to the next banner on a swipe left and back on a swipe right, wrapping around', () => {
    renderCarousel();
    swipe(300, 100);
    expect(shownSlide()).toBe(1);
    swipe(100, 300);
    expect(shownSlide()).toBe(0);
    swipe(100, 300);
    expect(shownSlide()).toBe(2);
    // A tap moves nothing.
    swipe(200, 210);
    expect(shownSlide()).toBe(2);
  });

  it('waits a full interval after a swipe, and stands still while a finger holds a banner', () => {
    renderCarousel();
    vi.advanceTimersByTime(2000);
    swipe(300, 100);
    vi.advanceTimersByTime(2999);
    expect(shownSlide()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(shownSlide()).toBe(2);

    pointer(track(), 'pointerdown', { clientX: 200 });
    vi.advanceTimersByTime(10_000);
    expect(shownSlide()).toBe(2);
    pointer(track(), 'pointercancel', {});
    vi.advanceTimersByTime(3000);
    expect(shownSlide()).toBe(0);
  });

  it('fetches the next banner once the page has loaded, ahead of showing it', () => {
    renderCarousel();
    const images = [...document.querySelectorAll('img')];
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'lazy']);

    vi.advanceTimersByTime(3000);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'eager', 'eager']);
  });
});
