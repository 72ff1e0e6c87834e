import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { MOBILE_BREAKPOINT_PX, THUMBNAILS_PER_VIEW, ZOOM_LENS_MAX_PX, ZOOM_LENS_MIN_PX } from '../../config/ui';
import { lensOffset } from './zoom';

export interface GalleryImage {
  src: string;
  srcSet: string;
  /** A larger rendition for the zoom pane. */
  zoomSrc: string;
  thumbSrc: string;
}

interface ProductGalleryProps {
  images: readonly GalleryImage[];
  /** The product's name: every picture is of it. */
  name: string;
}

/** The lens covers a quarter of the image's width, so the pane magnifies four times. */
const LENS_SHARE = 4;

interface Lens {
  x: number;
  y: number;
  size: number;
  box: number;
}

/** The product's pictures: a main image with a hover zoom, and a strip of thumbnails to choose from. */
export default function ProductGallery({ images, name }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const [firstThumbnail, setFirstThumbnail] = useState(0);
  const [lens, setLens] = useState<Lens | null>(null);
  const [enlarged, setEnlarged] = useState(false);
  const lastPointer = useRef<string>('mouse');
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!enlarged) return;
    closeButton.current?.focus();
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setEnlarged(false);
    };
    window.addEventListener('keydown', closeOnEscape);
    return () => window.removeEventListener('keydown', closeOnEscape);
  }, [enlarged]);

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
        onPointerMove={moveLens}
        onPointerLeave={() => setLens(null)}
        data-testid="zoom-area"
      >
        <button
          type="button"
          aria-label="Enlarge picture"
          className="block size-full"
          onPointerDown={(event) => {
            lastPointer.current = event.pointerType;
          }}
          // A finger cannot hover to zoom, so a tap (or the keyboard) shows the picture large instead.
          onClick={(event) => (event.detail === 0 || lastPointer.current !== 'mouse') && setEnlarged(true)}
        >
          <img
            src={current.src}
            srcSet={current.srcSet}
            sizes={`(min-width: ${MOBILE_BREAKPOINT_PX}px) 400px, 100vw`}
            width={800}
            height={800}
            alt={images.length > 1 ? `${name}, picture ${selected + 1} of ${images.length}` : name}
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
            backgroundImage: `url("${current.zoomSrc}")`,
            backgroundSize: `${lens.box * LENS_SHARE}px ${lens.box * LENS_SHARE}px`,
            backgroundPosition: `${-lens.x * LENS_SHARE}px ${-lens.y * LENS_SHARE}px`,
          }}
        />
      )}

      {enlarged && (
        <div
          role="dialog"
          aria-modal="true"
          aria-label={`${name}, enlarged`}
          className="fixed inset-0 z-50 flex items-center justify-center bg-charcoal/90 p-4"
          onClick={() => setEnlarged(false)}
          onKeyDown={(event) => event.key === 'Escape' && setEnlarged(false)}
        >
          <img
            src={current.zoomSrc}
            alt={name}
            width={1600}
            height={1600}
            className="max-h-full w-full max-w-3xl object-contain"
          />
          <button
            ref={closeButton}
            type="button"
            onClick={() => setEnlarged(false)}
            className="absolute top-4 right-4 flex size-11 items-center justify-center bg-ivory text-charcoal"
          >
            <X aria-hidden="true" size={20} strokeWidth={1.5} />
            <span className="sr-only">Close</span>
          </button>
        </div>
      )}
      {images.length > 1 && (
        <div className="mt-4 flex items-center gap-2">
          {pages && (
            <button
              type="button"
              aria-label="Previous pictures"
              disabled={firstThumbnail === 0}
              onClick={() => setFirstThumbnail((first) => Math.max(0, first - 1))}
              className="flex size-10 shrink-0 items-center justify-center border border-line text-charcoal hover:border-gold disabled:opacity-35"
            >
              <ChevronLeft aria-hidden="true" size={18} strokeWidth={1.5} />
            </button>
          )}
          <ul className="grid flex-1 grid-cols-3 gap-3" aria-label="Pictures">
            {images.slice(firstThumbnail, firstThumbnail + THUMBNAILS_PER_VIEW).map((image, offset) => {
              const index = firstThumbnail + offset;
              return (
                <li key={image.src}>
                  <button
                    type="button"
                    aria-label={`Show picture ${index + 1} of ${images.length}`}
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
              aria-label="Next pictures"
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
