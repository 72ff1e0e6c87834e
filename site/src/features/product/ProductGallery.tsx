import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { type PointerEvent, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, THUMBNAILS_PER_VIEW, ZOOM_LENS_MAX_PX, ZOOM_LENS_MIN_PX } from '../../config/ui';
import type { product } from '../../i18n/messages/en/product';
import type { ViewerText } from './viewer';
import { lensOffset } from './zoom';

/** How wide the main picture shows: its <img> `sizes`, and the product page's preload of it. */
export const GALLERY_SIZES = `(min-width: ${MOBILE_BREAKPOINT_PX}px) 400px, 100vw`;

export interface GalleryImage {
  src: string;
  srcSet: string;
  thumbSrc: string;
  /** The largest rendition (up to 1,600 px square), for the zoom pane and the full-screen viewer. */
  large: { src: string; size: number };
}

/**
 * The gallery's texts in the page's language, plain strings so the island can take them as a prop
 * without a catalogue: made by `galleryText` on the server.
 */
export interface GalleryText {
  /** Each picture's alt text, in order: the piece's name, and which picture when there are several. */
  alts: string[];
  /** Each thumbnail button's name, in order: 'Show picture 2 of 3'. */
  thumbnails: string[];
  enlarge: string;
  pictures: string;
  previousPictures: string;
  nextPictures: string;
  viewerFailed: string;
  viewer: ViewerText;
}

/** The product section's `gallery` texts of a language. */
export type GalleryMessages = typeof product.gallery;

/** The gallery's texts for `count` pictures of the piece called `name`. */
export function galleryText(messages: GalleryMessages, name: string, count: number): GalleryText {
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return {
    alts: numbers.map((number) => (count > 1 ? messages.pictureOf(name, number, count) : name)),
    thumbnails: numbers.map((number) => messages.showPicture(number, count)),
    enlarge: messages.enlarge,
    pictures: messages.pictures,
    previousPictures: messages.previousPictures,
    nextPictures: messages.nextPictures,
    viewerFailed: messages.viewerFailed,
    viewer: { label: messages.enlarged(name), ...messages.viewer },
  };
}

interface ProductGalleryProps {
  images: readonly GalleryImage[];
  /** Its texts, in the page's language (`galleryText`). */
  text: GalleryText;
}

/** The lens covers a quarter of the image's width, so the pane magnifies four times. */
const LENS_SHARE = 4;

interface Lens {
  x: number;
  y: number;
  size: number;
  box: number;
}

/**
 * The product's pictures: a main image with a hover zoom (a mouse on a large screen), which a click
 * or tap opens full screen, and a strip of thumbnails to choose from.
 */
export default function ProductGallery({ images, text }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [firstThumbnail, setFirstThumbnail] = useState(0);
  const [lens, setLens] = useState<Lens | null>(null);
  const [viewerFailed, setViewerFailed] = useState(false);

  const altOf = (index: number) => text.alts[index] ?? '';

  /** The full-screen viewer, at the picture shown; the page follows the pictures swiped to. */
  const enlarge = () => {
    setLens(null);
    const pictures = images.map((image, index) => ({ ...image.large, alt: altOf(index) }));
    import('./viewer')
      .then(({ openViewer }) => openViewer(pictures, selected, text.viewer, setSelected))
      .then(
        () => setViewerFailed(false),
        () => setViewerFailed(true),
      );
  };

  const current = images[selected] ?? images[0];
  if (!current) return null;

  const lastFirstThumbnail = Math.max(0, images.length - THUMBNAILS_PER_VIEW);
  const pages = images.length > THUMBNAILS_PER_VIEW;

  const moveLens = (event: PointerEvent<HTMLDivElement>) => {
    // Touch and pen have no hover: zooming under a finger would only hide the picture.
    if (event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    const size = box.width / LENS_SHARE;
    setLens({
      x: lensOffset(event.clientX - box.left, size, box.width, ZOOM_LENS_MIN_PX, ZOOM_LENS_MAX_PX),
      y: lensOffset(event.clientY - box.top, size, box.height, ZOOM_LENS_MIN_PX, ZOOM_LENS_MAX_PX),
      size,
      box: box.width,
    });
  };

  return (
    <div className="relative">
      <div
        className="relative aspect-square w-full overflow-hidden border border-line bg-sand lg:cursor-crosshair"
        onPointerOver={moveLens}
        onPointerMove={moveLens}
        onPointerLeave={() => setLens(null)}
        data-testid="zoom-area"
      >
        <button type="button" aria-label={text.enlarge} className="block size-full lg:cursor-zoom-in" onClick={enlarge}>
          <img
            src={current.src}
            srcSet={current.srcSet}
            sizes={GALLERY_SIZES}
            width={800}
            height={800}
            alt={altOf(selected)}
            fetchPriority="high"
            className="size-full object-cover"
          />
        </button>
        {lens && (
          <div
            data-testid="zoom-lens"
            aria-hidden="true"
            className="pointer-events-none absolute hidden border border-gold bg-ivory/30 lg:block"
            style={{ left: lens.x, top: lens.y, width: lens.size, height: lens.size }}
          />
        )}
      </div>
      {lens && (
        <div
          data-testid="zoom-pane"
          aria-hidden="true"
          className="absolute top-0 left-[calc(100%+1.5rem)] z-10 hidden aspect-square w-full border border-line bg-sand bg-no-repeat shadow-xl lg:block"
          style={{
            backgroundImage: `url("${current.large.src}")`,
            backgroundSize: `${lens.box * LENS_SHARE}px ${lens.box * LENS_SHARE}px`,
            backgroundPosition: `${-lens.x * LENS_SHARE}px ${-lens.y * LENS_SHARE}px`,
          }}
        />
      )}

      {viewerFailed && (
        <p role="alert" className="mt-3 text-maroon text-sm">
          {text.viewerFailed}
        </p>
      )}
      {images.length > 1 && (
        <div className="mt-4 flex items-center gap-2">
          {pages && (
            <button
              type="button"
              aria-label={text.previousPictures}
              disabled={firstThumbnail === 0}
              onClick={() => setFirstThumbnail((first) => Math.max(0, first - 1))}
              className="flex size-10 shrink-0 items-center justify-center border border-line text-charcoal hover:border-gold disabled:opacity-35"
            >
              <ChevronLeft aria-hidden="true" size={18} strokeWidth={1.5} />
            </button>
          )}
          <ul className="grid flex-1 grid-cols-3 gap-3" aria-label={text.pictures}>
            {images.slice(firstThumbnail, firstThumbnail + THUMBNAILS_PER_VIEW).map((image, offset) => {
              const index = firstThumbnail + offset;
              return (
                <li key={image.src}>
                  <button
                    type="button"
                    aria-label={text.thumbnails[index]}
                    aria-pressed={index === selected}
                    onClick={() => setSelected(index)}
                    className="block aspect-square w-full overflow-hidden border border-line bg-sand aria-pressed:border-gold-deep aria-pressed:ring-1 aria-pressed:ring-gold-deep"
                  >
                    <img
                      src={image.thumbSrc}
                      alt=""
                      width={160}
                      height={160}
                      loading="lazy"
                      className="size-full object-cover"
                    />
                  </button>
                </li>
              );
            })}
          </ul>
          {pages && (
            <button
              type="button"
              aria-label={text.nextPictures}
              disabled={firstThumbnail >= lastFirstThumbnail}
              onClick={() => setFirstThumbnail((first) => Math.min(lastFirstThumbnail, first + 1))}
              className="flex size-10 shrink-0 items-center justify-center border border-line text-charcoal hover:border-gold disabled:opacity-35"
            >
              <ChevronRight aria-hidden="true" size={18} strokeWidth={1.5} />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
