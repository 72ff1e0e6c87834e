import { BANNER_INTERVAL_MS } from '@suvarna/domain';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useState } from 'react';

export interface BannerSlide {
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
}

interface BannerCarouselProps {
  slides: readonly BannerSlide[];
}

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page's banners: one at a time, advancing every 3 s without controls; swipe moves them,
 * and the timer stops while the tab is hidden or the pointer rests on a banner.
 */
export default function BannerCarousel({ slides }: BannerCarouselProps) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, duration: prefersReducedMotion() ? 0 : 30 }, [
    Autoplay({ delay: BANNER_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true }),
  ]);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const select = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', select);
    return () => {
      embla.off('select', select);
    };
  }, [embla]);

  return (
    <section aria-roledescription="carousel" aria-label="Offers" className="relative bg-sand">
      <div ref={viewportRef} className="overflow-hidden">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern makes each slide a group
            <div
              key={slide.src}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              aria-hidden={index !== selected}
              className="min-w-0 flex-[0_0_100%]"
            >
              <img
                src={slide.src}
                srcSet={slide.srcSet}
                sizes="100vw"
                width={slide.width}
                height={slide.height}
                alt={slide.alt}
                loading={index === 0 ? 'eager' : 'lazy'}
                fetchPriority={index === 0 ? 'high' : 'auto'}
                decoding={index === 0 ? 'sync' : 'async'}
                draggable={false}
                className="block h-auto w-full select-none"
              />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
