// The full-screen picture viewer: PhotoSwipe (pinch and double-tap zoom, swipe between pictures,
// arrow keys and Escape), fetched with its stylesheet on first use so the product page's JavaScript
// stays within budget. The stylesheet is a file: the page's hash-based Content-Security-Policy
// allows the site's own stylesheets but refuses injected styles.
import stylesheetUrl from 'photoswipe/style.css?url';

export interface ViewerPicture {
  src: string;
  /** Every picture is square: its side in pixels. */
  size: number;
  alt: string;
}

/** The viewer's name (it is a dialog) and its buttons' titles, in the page's language. */
export interface ViewerText {
  label: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  /** Shown in place of a picture that could not be loaded. */
  error: string;
}

let stylesheet: Promise<void> | undefined;

function loadStylesheet(): Promise<void> {
  stylesheet ??= new Promise((resolve, reject) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = stylesheetUrl;
    link.onload = () => resolve();
    link.onerror = () => {
      stylesheet = undefined;
      link.remove();
      reject(new Error('The viewer’s stylesheet could not be loaded'));
    };
    document.head.append(link);
  });
  return stylesheet;
}

/**
 * Opens the viewer at `index`, named `text.label` (it is a dialog); `onChange` hears each picture
 * shown, so the page can follow.
 */
export async function openViewer(
  pictures: readonly ViewerPicture[],
  index: number,
  text: ViewerText,
  onChange: (index: number) => void,
) {
  const [{ default: PhotoSwipe }] = await Promise.all([import('photoswipe'), loadStylesheet()]);
  const viewer = new PhotoSwipe({
    dataSource: pictures.map(({ src, size, alt }) => ({ src, width: size, height: size, alt })),
    index,
    bgOpacity: 0.92,
    closeTitle: text.close,
    zoomTitle: text.zoom,
    arrowPrevTitle: text.previous,
    arrowNextTitle: text.next,
    errorMsg: text.error,
  });
  viewer.on('change', () => onChange(viewer.currIndex));
  viewer.init();
  // PhotoSwipe makes its element a dialog but gives it no name.
  viewer.element?.setAttribute('aria-label', text.label);
}
