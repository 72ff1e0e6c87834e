import { describe, expect, it, vi } from 'vitest';
import { keepEarlyTaps } from './early-taps';

describe('taps on an island before it is live', () => {
  it('are held, the last one per island, and replayed once the island has hydrated', async () => {
    document.body.innerHTML = `
      <astro-island ssr><button id="description">Description</button><button id="breakup">Price Breakup</button></astro-island>
      <button id="outside">Outside</button>`;
    keepEarlyTaps(document);
    const island = document.querySelector('astro-island') as HTMLElement;
    const clicked: string[] = [];
    // What the island's own code hears; it is not listening until it has hydrated.
    island.addEventListener('click', (event) => {
      if (!island.hasAttribute('ssr')) clicked.push((event.target as Element).id);
    });

    (document.querySelector('#description') as HTMLElement).click();
    (document.querySelector('#breakup') as HTMLElement).click();
    expect(clicked).toEqual([]);

    island.removeAttribute('ssr');
    island.dispatchEvent(new CustomEvent('astro:hydrate'));
    await vi.waitFor(() => expect(clicked).toEqual(['breakup']));

    (document.querySelector('#description') as HTMLElement).click();
    expect(clicked).toEqual(['breakup', 'description']);
  });

  it('leaves taps elsewhere alone', () => {
    document.body.innerHTML = '<button id="outside">Outside</button>';
    keepEarlyTaps(document);
    const onClick = vi.fn();
    document.querySelector('#outside')?.addEventListener('click', onClick);
    (document.querySelector('#outside') as HTMLElement).click();
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it("leaves a heart's tap to the shortlist's own script, which needs no island", () => {
    document.body.innerHTML =
      '<astro-island ssr><button data-shortlist-id="12">Add to shortlist</button></astro-island>';
    keepEarlyTaps(document);
    const heard = vi.fn();
    document.addEventListener('click', heard);
    (document.querySelector('[data-shortlist-id]') as HTMLElement).click();
    expect(heard).toHaveBeenCalledTimes(1);
    document.removeEventListener('click', heard);
  });
});
