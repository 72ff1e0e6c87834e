// One of the product form's pictures: its preview shows the square the site will crop, around a
// focal point that a tap or click on it sets and the arrow keys nudge; badges say the cover and a new
// file; buttons remove it, move it earlier or later, or make it the cover; it may be dragged.
import { type FocalPoint, squareCrop } from '@suvarna/domain';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Star from 'lucide-react/icons/star';
import X from 'lucide-react/icons/x';
import { useState } from 'react';

/** A focal point's part moved by `by`, kept within 0..1 and to hundredths. */
const nudged = (part: number, by: number) => Math.round(Math.min(1, Math.max(0, part + by)) * 100) / 100;
const FOCUS_STEP = 0.05;
const FOCUS_KEYS: Record<string, [number, number]> = {
  ArrowLeft: [-FOCUS_STEP, 0],
  ArrowRight: [FOCUS_STEP, 0],
  ArrowUp: [0, -FOCUS_STEP],
  ArrowDown: [0, FOCUS_STEP],
};
const percent = (part: number) => `${Math.round(part * 100)}%`;

const MOVE_BUTTON =
  'flex size-7 items-center justify-center border border-line bg-ivory text-charcoal disabled:opacity-40';

export interface ThumbnailProps {
  src: string;
  alt: string;
  focus: FocalPoint;
  onFocusChange: (focus: FocalPoint) => void;
  /** From 1: the cover is image 1. */
  position: number;
  count: number;
  removeLabel: string;
  isNew: boolean;
  disabled: boolean;
  dragged: boolean;
  onRemove: () => void;
  onMove: (to: number) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  onDrop: () => void;
}

export function Thumbnail({
  src,
  alt,
  focus,
  onFocusChange,
  position,
  count,
  removeLabel,
  isNew,
  disabled,
  dragged,
  onRemove,
  onMove,
  onDragStart,
  onDragEnd,
  onDrop,
}: ThumbnailProps) {
  const index = position - 1;
  // The picture's size (its preview's, of the same shape), known once it has loaded.
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  // The square the site will crop, shown as the preview: where it sits within the picture.
  const crop = natural ? squareCrop(natural.width, natural.height, focus) : null;
  const along = (offset: number, length: number, size: number) =>
    length > size ? `${(offset / (length - size)) * 100}%` : '50%';
  const objectPosition =
    crop && natural
      ? `${along(crop.left, natural.width, crop.size)} ${along(crop.top, natural.height, crop.size)}`
      : undefined;
  // The focal point's place in the preview.
  const marker =
    crop && natural
      ? {
          left: ((focus.x * natural.width - crop.left) / crop.size) * 100,
          top: ((focus.y * natural.height - crop.top) / crop.size) * 100,
        }
      : { left: focus.x * 100, top: focus.y * 100 };
  return (
    <li
      className={`grid w-24 gap-1.5 ${dragged ? 'opacity-50' : ''}`}
      draggable={!disabled}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => event.preventDefault()}
      onDrop={(event) => {
        event.preventDefault();
        onDrop();
      }}
    >
      <div className="relative aspect-square border border-line bg-sand/40">
        <img
          src={src}
          alt={alt}
          draggable={false}
          className="size-full object-cover"
          style={objectPosition ? { objectPosition } : undefined}
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            if (width > 0 && height > 0) setNatural({ width, height });
          }}
        />
        {/* The focal point: a tap or click on the preview sets it there, the arrow keys nudge it. */}
        <button
          type="button"
          aria-label={`Focal point of image ${position}: ${percent(focus.x)} across, ${percent(focus.y)} down`}
          title="Tap the picture where the crop should centre; arrow keys move it"
          disabled={disabled}
          className="absolute inset-0 cursor-crosshair focus-visible:outline-2 focus-visible:outline-gold-deep"
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            if (box.width <= 0 || box.height <= 0) return;
            const across = (event.clientX - box.left) / box.width;
            const down = (event.clientY - box.top) / box.height;
            onFocusChange(
              crop && natural
                ? {
                    x: nudged((crop.left + across * crop.size) / natural.width, 0),
                    y: nudged((crop.top + down * crop.size) / natural.height, 0),
                  }
                : { x: nudged(across, 0), y: nudged(down, 0) },
            );
          }}
          onKeyDown={(event) => {
            const step = FOCUS_KEYS[event.key];
            if (!step) return;
            event.preventDefault();
            onFocusChange({ x: nudged(focus.x, step[0]), y: nudged(focus.y, step[1]) });
          }}
        >
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-3 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-ivory bg-gold-deep/70 shadow"
            style={{ left: `${marker.left}%`, top: `${marker.top}%` }}
          />
        </button>
        {index === 0 && (
          <span className="absolute top-1 left-1 bg-gold-deep px-1.5 text-[0.6875rem] text-ivory">Cover</span>
        )}
        {isNew && (
          <span className="absolute bottom-1 left-1 bg-charcoal/75 px-1.5 text-[0.6875rem] text-ivory">New</span>
        )}
        <button
          type="button"
          aria-label={removeLabel}
          disabled={disabled}
          onClick={onRemove}
          className="absolute -top-2 -right-2 flex size-7 items-center justify-center rounded-full border border-line bg-ivory text-maroon shadow"
        >
          <X size={15} aria-hidden="true" />
        </button>
      </div>
      {count > 1 && (
        <div className="flex justify-between">
          <button
            type="button"
            aria-label={`Move image ${position} earlier`}
            title="Move earlier"
            disabled={disabled || index === 0}
            onClick={() => onMove(index - 1)}
            className={MOVE_BUTTON}
          >
            <ChevronLeft size={15} aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={`Make image ${position} the cover`}
            title="Make cover"
            disabled={disabled || index === 0}
            onClick={() => onMove(0)}
            className={MOVE_BUTTON}
          >
            <Star size={15} aria-hidden="true" />
          </button>
          <button
            type="button"
            aria-label={`Move image ${position} later`}
            title="Move later"
            disabled={disabled || index === count - 1}
            onClick={() => onMove(index + 1)}
            className={MOVE_BUTTON}
          >
            <ChevronRight size={15} aria-hidden="true" />
          </button>
        </div>
      )}
    </li>
  );
}
