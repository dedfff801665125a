/**
 * Carousel images that the shop serves itself (demo images and uploads) come in two widths:
 * `name.webp` (1600 px) and `name-800.webp`. Others (an external URL) have one size.
 */
export function carouselSrcSet(url: string): string | undefined {
  const match = /^(\/(?:demo|uploads)\/.+)\.webp$/.exec(url);
  return match ? `${match[1]}-800.webp 800w, ${url} 1600w` : undefined;
}

/** The `sizes` that goes with the srcset: the carousel spans the screen on phones. */
export const CAROUSEL_SIZES = '(min-width: 1200px) 700px, (min-width: 992px) 58vw, 100vw';
