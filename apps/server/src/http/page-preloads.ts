import type { Language } from '@shop/contract';
import type { PageManifest } from './web-build.ts';

/** A page's stylesheet links, and the code it runs (beyond the entry's), for preloading. */
export interface PageAssets {
  styles: string;
  scripts: string[];
}

/**
 * What a page would otherwise ask for one round trip at a time, from the build's page manifest:
 * the page's routes' code and styles, the catalogue of its language and the app's code (the entry
 * only loads it after the first paint). The scripts are in an order the entry can run them in, one
 * at a time: each after the scripts it imports, the app's start last. Made once per language and
 * set of routes.
 */
export function pagePreloads(manifest: PageManifest): (routes: string[], language: Language) => PageAssets {
  const made = new Map<string, PageAssets>();
  return (routes, language) => {
    const key = `${language} ${routes.join(' ')}`;
    let assets = made.get(key);
    if (!assets) {
      const parts = [...routes.map((id) => manifest.routes[id]), manifest.catalogues[language], manifest.app];
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
