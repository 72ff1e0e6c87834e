import { act, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerCarousel, { type BannerSlide } from './BannerCarousel';

const SLIDE_WIDTH = 400;

const slides: BannerSlide[] = [1, 2, 3].map((n) => ({
  src: `/banner-${n}.webp`,
  srcSet: `/banner-${n}.webp 1600w`,
  width: 1600,
  height: 600,
  alt: `Offer ${n}`,
}));

// jsdom lays nothing out: give every element a banner's width and place each slide after the last,
// so the carousel measures a real strip of slides; and stub the observers it expects from a browser.
const layout = {
  offsetWidth: () => SLIDE_WIDTH,
  offsetHeight: () => 150,
  offsetTop: () => 0,
  offsetLeft(this: HTMLElement) {
    return this.getAttribute('aria-roledescription') === 'slide'
      ? [...(this.parentElement?.children ?? [])].indexOf(this) * SLIDE_WIDTH
      : 0;
  },
};
const saved = Object.keys(layout).map(
  (key) => [key, Object.getOwnPropertyDescriptor(HTMLElement.prototype, key)] as const,
);

beforeAll(() => {
  for (const [key, get] of Object.entries(layout)) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get });
  }
  class NoopObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  vi.stubGlobal('ResizeObserver', NoopObserver);
  vi.stubGlobal('IntersectionObserver', NoopObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});

afterAll(() => {
  for (const [key, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, key, descriptor);
  }
  vi.unstubAllGlobals();
});

const setVisibility = (state: DocumentVisibilityState) => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: state });
  document.dispatchEvent(new Event('visibilitychange'));
};

const shownSlide = () =>
  screen.getAllByRole('group', { hidden: true }).findIndex((slide) => slide.getAttribute('aria-hidden') !== 'true');

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('BannerCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setVisibility('visible');
    vi.useRealTimers();
  });

  it('shows the first banner eagerly and the others lazily', () => {
    render(<BannerCarousel slides={slides} />);
    const [first, second] = screen.getAllByRole('img', { hidden: true });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(second).toHaveAttribute('loading', 'lazy');
  });

  it('advances every 3 seconds and wraps around', async () => {
    render(<BannerCarousel slides={slides} />);
    await wait(0);
    expect(shownSlide()).toBe(0);

    await wait(2999);
    expect(shownSlide()).toBe(0);
    await wait(1);
    expect(shownSlide()).toBe(1);
    await wait(3000);
    expect(shownSlide()).toBe(2);
    await wait(3000);
    expect(shownSlide()).toBe(0);
  });

  it('pauses while the tab is hidden and resumes when it is shown', async () => {
    render(<BannerCarousel slides={slides} />);
    await wait(3000);
    expect(shownSlide()).toBe(1);

    setVisibility('hidden');
    await wait(15_000);
    expect(shownSlide()).toBe(1);

    setVisibility('visible');
    await wait(3000);
    expect(shownSlide()).toBe(2);
  });
});
