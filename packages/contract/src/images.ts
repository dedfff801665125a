/**
 * Images that the shop serves itself (demo images and uploads, for the carousel and part photos)
 * come in two widths: `name.webp` (1600 px) and `name-800.webp`. Others (an external URL) have one size.
 */
export function imageSrcSet(url: string): string | undefined {
  const match = /^(\/(?:demo|uploads)\/.+)\.webp$/.exec(url);
  return match ? `${match[1]}-800.webp 800w, ${url} 1600w` : undefined;
}

/** The `sizes` that goes with the srcset: the carousel spans the screen on phones. */
export const CAROUSEL_SIZES = '(min-width: 1200px) 700px, (min-width: 992px) 58vw, 100vw';

/** A part photo's `sizes` in the catalogue: one card a row on phones, two, then three on wide screens. */
export const CATALOGUE_PHOTO_SIZES = '(min-width: 62em) 380px, (min-width: 48em) 50vw, 100vw';

// The site's own images: uploads are named by their content, demo images ship with the site.
const OWN_IMAGE = /^\/(?:uploads\/[a-f0-9]{32}|demo\/[a-z0-9-]+)(?:-800)?\.webp$/;

/**
 * Whether an image address may be stored and shown: the site's own image paths, or a full
 * http(s) address with a host. Anything else (`javascript:`, `data:`, `vbscript:`, `//host`,
 * relative paths) is refused. The scheme is checked on the text as written, before the URL
 * parser forgives tabs, line breaks or backslashes in it.
 */
export function isAllowedImageUrl(url: string): boolean {
  if (OWN_IMAGE.test(url)) return true;
  if (!/^https?:\/\/[^\s\\/]/i.test(url) || /[\s\p{Cc}\\]/u.test(url)) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
