import type { Language } from '@shop/contract';
import type { PageManifest } from './web-build.ts';

/** A page's stylesheet links, and the code it runs (beyond the entry's), for preloading. */
export interface PageAssets {
  styles: string;
  scripts: string[];
}

/**
 * What a page would otherwise ask for one round trip at a time, from the build's page manifest:
 * the app's code (the entry only loads it after the first paint), the page's routes' code and
 * styles, and the catalogue of its language. Made once per language and set of routes.
 */
export function pagePreloads(manifest: PageManifest): (routes: string[], language: Language) => PageAssets {
  const made = new Map<string, PageAssets>();
  return (routes, language) => {
    const key = `${language} ${routes.join(' ')}`;
    let assets = made.get(key);
    if (!assets) {
      const parts = [manifest.app, ...routes.map((id) => manifest.routes[id]), manifest.catalogues[language]];
      const styles = new Set(parts.flatMap((part) => part?.styles ?? []));
      assets = {
        styles: [...styles].map((href) => `<link rel="stylesheet" href="${href}">`).join(''),
        scripts: [...new Set(parts.flatMap((part) => part?.scripts ?? []))],
      };
      made.set(key, assets);
    }
    return assets;
  };
}
