import type { Language } from '@shop/contract';
import type { PageManifest } from './web-build.ts';

/** A page's stylesheet links, and the code it runs (beyond the entry's), for preloading. */
export interface PageAssets {
  styles: string;
  scripts: string[];
}

/** A route's stylesheet up to this size is written into the page: on a slow line, a second
 * render-blocking request cost the home and contact pages 0.6 s of first paint (Lighthouse). */
const INLINE_STYLE_MAX_BYTES = 4096;

/**
 * What a page would otherwise ask for one round trip at a time, from the build's page manifest:
 * the app's code (the entry only loads it after the first paint), the page's routes' code and
 * styles, and the catalogue of its language. Made once per language and set of routes.
 * `readStyle` gives a built stylesheet's text by its address, if the build has it.
 */
export function pagePreloads(
  manifest: PageManifest,
  readStyle: (href: string) => string | undefined = () => undefined,
): (routes: string[], language: Language) => PageAssets {
  const styleTag = (href: string) => {
    const css = readStyle(href);
    // Text that could end the element early (`</`) is left to its link.
    return css !== undefined && Buffer.byteLength(css) <= INLINE_STYLE_MAX_BYTES && !css.includes('</')
      ? `<style>${css}</style>`
      : `<link rel="stylesheet" href="${href}">`;
  };
  const made = new Map<string, PageAssets>();
  return (routes, language) => {
    const key = `${language} ${routes.join(' ')}`;
    let assets = made.get(key);
    if (!assets) {
      const parts = [manifest.app, ...routes.map((id) => manifest.routes[id]), manifest.catalogues[language]];
      const styles = new Set(parts.flatMap((part) => part?.styles ?? []));
      assets = {
        styles: [...styles].map(styleTag).join(''),
        scripts: [...new Set(parts.flatMap((part) => part?.scripts ?? []))],
      };
      made.set(key, assets);
    }
    return assets;
  };
}
