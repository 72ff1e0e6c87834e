import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { product as en } from '../../i18n/messages/en/product';
import { product as gu } from '../../i18n/messages/gu/product';
import ProductGallery, { type GalleryImage, galleryText } from './ProductGallery';

const pictures = (count: number): GalleryImage[] =>
  Array.from({ length: count }, (_, index) => ({
    src: `/p${index + 1}.webp`,
    srcSet: `/p${index + 1}.webp 800w`,
    thumbSrc: `/p${index + 1}-thumb.webp`,
    large: { src: `/p${index + 1}-large.webp`, size: 1600 },
  }));

const renderGallery = (count: number, messages = en.gallery) =>
  render(<ProductGallery images={pictures(count)} text={galleryText(messages, 'Temple Necklace', count)} />);

/** Lays the zoom area out as a square of `size` px at the page's top left (jsdom lays nothing out). */
function layOut(size: number) {
  const area = screen.getByTestId('zoom-area');
  vi.spyOn(area, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: size, height: size }));
  return area;
}

const hover = (area: HTMLElement, clientX: number, clientY: number, pointerType = 'mouse') =>
  fireEvent.pointerMove(area, { pointerType, clientX, clientY });

const lensPosition = () => {
  const { left, top } = screen.getByTestId('zoom-lens').style;
  return [left, top];
};

const shownThumbnails = () =>
  within(screen.getByRole('list', { name: 'Pictures' }))
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

describe('ProductGallery zoom', () => {
  it('centres the lens on the pointer and shows the magnified picture', () => {
    renderGallery(1);
    const area = layOut(400);

    hover(area, 200, 120);

    expect(lensPosition()).toEqual(['150px', '70px']);
    const pane = screen.getByTestId('zoom-pane');
    expect(pane.style.backgroundImage).toContain('/p1-large.webp');
    expect(pane.style.backgroundPosition).toBe('-600px -280px');
  });

  it('keeps the lens between 0 and 300 px', () => {
    renderGallery(1);
    const area = layOut(400);

    hover(area, 5, 395);
    expect(lensPosition()).toEqual(['0px', '300px']);

    hover(area, 400, -20);
    expect(lensPosition()).toEqual(['300px', '0px']);
  });

  it('never goes past 300 px, even on a larger picture', () => {
    renderGallery(1);
    hover(layOut(800), 790, 790);
    expect(lensPosition()).toEqual(['300px', '300px']);
  });

  it('hides the lens when the pointer leaves, and ignores touch', () => {
    renderGallery(1);
    const area = layOut(400);

    hover(area, 200, 200);
    fireEvent.pointerLeave(area);
    expect(screen.queryByTestId('zoom-lens')).toBeNull();

    hover(area, 200, 200, 'touch');
    expect(screen.queryByTestId('zoom-lens')).toBeNull();
  });
});

describe('ProductGallery thumbnails', () => {
  it('shows no arrows for three pictures or fewer, and no strip for one', () => {
    const { unmount } = renderGallery(3);
    expect(shownThumbnails()).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Next pictures' })).toBeNull();
    unmount();

    renderGallery(1);
    expect(screen.queryByRole('list', { name: 'Pictures' })).toBeNull();
  });

  it('pages through more than three pictures, three at a time', async () => {
    const user = userEvent.setup();
    renderGallery(5);
    const previous = screen.getByRole('button', { name: 'Previous pictures' });
    const next = screen.getByRole('button', { name: 'Next pictures' });

    expect(shownThumbnails()).toEqual(['Show picture 1 of 5', 'Show picture 2 of 5', 'Show picture 3 of 5']);
    expect(previous).toBeDisabled();

    await user.click(next);
    await user.click(next);
    expect(shownThumbnails()).toEqual(['Show picture 3 of 5', 'Show picture 4 of 5', 'Show picture 5 of 5']);
    expect(next).toBeDisabled();

    await user.click(previous);
    expect(shownThumbnails()).toEqual(['Show picture 2 of 5', 'Show picture 3 of 5', 'Show picture 4 of 5']);
  });

  it('shows the chosen picture in the main frame', async () => {
    const user = userEvent.setup();
    renderGallery(3);

    await user.click(screen.getByRole('button', { name: 'Show picture 2 of 3' }));

    expect(screen.getByRole('img', { name: 'Temple Necklace, picture 2 of 3' })).toHaveAttribute('src', '/p2.webp');
    expect(screen.getByRole('button', { name: 'Show picture 2 of 3' })).toHaveAttribute('aria-pressed', 'true');
  });
});

describe('ProductGallery texts', () => {
  it('names a single picture by the piece alone, several by their place among them', () => {
    expect(galleryText(en.gallery, 'Temple Necklace', 1).alts).toEqual(['Temple Necklace']);
    const text = galleryText(en.gallery, 'Temple Necklace', 2);
    expect(text.alts).toEqual(['Temple Necklace, picture 1 of 2', 'Temple Necklace, picture 2 of 2']);
    expect(text.viewer).toEqual({
      label: 'Temple Necklace, enlarged',
      close: 'Close',
      zoom: 'Zoom',
      previous: 'Previous picture',
      next: 'Next picture',
      error: 'The picture could not be loaded.',
    });
    // A prop of an island: plain data only.
    expect(JSON.parse(JSON.stringify(text))).toEqual(text);
  });

  it('speaks the page’s language', () => {
    renderGallery(5, gu.gallery);

    expect(screen.getByRole('button', { name: 'ફોટો મોટો કરો' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Temple Necklace, ફોટો 1 (કુલ 5)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'આગળના ફોટા' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'પાછલા ફોટા' })).toBeDisabled();
    expect(within(screen.getByRole('list', { name: 'ફોટા' })).getAllByRole('button')[0]).toHaveAttribute(
      'aria-label',
      'ફોટો 1 (કુલ 5) બતાવો',
    );
  });
});
