// Product pictures, optimised by the site's own pipeline (src/integrations/product-pictures.ts)
// rather than astro:assets: Astro copies every cached picture into every build (about 5 a product,
// the largest share of a build that renders a few pages), and knows only the pictures of the pages
// it rendered, where an incremental build reuses most pages. Here each rendition is named by what
// it is made from, made once into the build cache, and linked into each build.
import { createHash } from 'node:crypto';
import { CENTRE, type FocalPoint, type Product, type ProductImage } from '@suvarna/domain';

/** The build's folder of product pictures, served as immutable files. */
export const PICTURES_FOLDER = '_pictures';
/**
 * A new version renames every rendition (a change in how they are made). 2: turned upright. 3:
 * cropped around the picture's focal point.
 */
const PIPELINE_VERSION = 3;
export const PICTURE_QUALITY = 80;

/** One rendition of an uploaded picture: a square crop around its focal point, as WebP. */
export interface Rendition {
  /** The upload's absolute URL at the CMS. */
  source: string;
  size: number;
  /** The point the square is cropped around (squareCrop): the picture's centre unless the shop chose one. */
  focus: FocalPoint;
  /** Its file name in the pictures folder. */
  file: string;
}

export function rendition(source: string, size: number, focus: FocalPoint = CENTRE): Rendition {
  const digest = createHash('sha256')
    .update(`${PIPELINE_VERSION} ${PICTURE_QUALITY} ${size} ${focus.x} ${focus.y} ${source}`)
    .digest('base64url')
    .slice(0, 12);
  // The upload's own name first, so a file says which piece it shows.
  const stem = (new URL(source).pathname.split('/').at(-1) ?? 'picture')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w-]+/g, '_')
    .slice(0, 40);
  return { source, size, focus, file: `${stem}-${digest}-${size}.webp` };
}

const address = (picture: Rendition) => `/${PICTURES_FOLDER}/${picture.file}`;

/** The renditions of one use, smallest first; the page gets `src` (the largest) and `srcSet`. */
interface PictureUse {
  sizes: readonly number[];
}

/** A product card: the product's first picture. */
export const CARD: PictureUse = { sizes: [240, 480] };
/** The product page's main picture, and its thumbnails. */
export const GALLERY: PictureUse = { sizes: [400, 800] };
export const THUMBNAIL: PictureUse = { sizes: [160] };

/** The full-screen viewer's and the zoom pane's picture: up to 1,600 px, never larger than the upload. */
export const LARGE_PICTURE_PX = 1600;

export function largePicture(image: Pick<ProductImage, 'url' | 'width' | 'height' | 'focus'>): {
  src: string;
  size: number;
} {
  // Every rendition is a square crop: its side is at most the upload's shorter one.
  const size = Math.min(LARGE_PICTURE_PX, image.width ?? LARGE_PICTURE_PX, image.height ?? LARGE_PICTURE_PX);
  return { src: address(rendition(image.url, size, image.focus)), size };
}

/** The renditions of a picture for one use, cropped around `focus` (the centre by default). */
export function picture(source: string, use: PictureUse, focus?: FocalPoint): { src: string; srcSet: string } {
  const renditions = use.sizes.map((size) => rendition(source, size, focus));
  return {
    src: address(renditions.at(-1) as Rendition),
    srcSet: renditions.map((entry) => `${address(entry)} ${entry.size}w`).join(', '),
  };
}

/** Every rendition the pages of these products show, whether the build renders or reuses them. */
export function productRenditions(products: readonly Pick<Product, 'images'>[]): Rendition[] {
  return products.flatMap(({ images }) => [
    ...(images[0] ? CARD.sizes.map((size) => rendition(images[0]?.url as string, size, images[0]?.focus)) : []),
    ...images.flatMap((image) => [
      ...[...GALLERY.sizes, ...THUMBNAIL.sizes].map((size) => rendition(image.url, size, image.focus)),
      rendition(image.url, largePicture(image).size),
    ]),
  ]);
}

// Astro renders the pages from its own bundle of this module and runs the integration from the
// config's, in one process: the two share the build's renditions through one global.
const REGISTRY = Symbol.for('suvarna.productPictureRenditions');
type WithRegistry = typeof globalThis & { [REGISTRY]?: Rendition[] };

/** Records the renditions the build's pages show, for the integration to place. */
export function registerRenditions(renditions: Rendition[]): void {
  (globalThis as WithRegistry)[REGISTRY] = renditions;
}

export function registeredRenditions(): Rendition[] {
  return (globalThis as WithRegistry)[REGISTRY] ?? [];
}
