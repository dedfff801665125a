/**
 * The JavaScript a page brings when it opens, from the build's page manifest (dist/.vite/pages.json,
 * what the server lists in each page): the entry and its imports, the app's start, the page's
 * language catalogue and the code of each of its routes. Measured on the build's files as
 * Lighthouse's figure is (gzip, level 9), without a browser: the same build gives the same figure.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface Chunks {
  scripts: string[];
}
interface PageManifest {
  entry: Chunks & { script: string };
  app: Chunks;
  catalogues: Record<string, Chunks>;
  routes: Record<string, Chunks>;
}

export function readPageManifest(webDist: string): PageManifest {
  return JSON.parse(fs.readFileSync(path.join(webDist, '.vite', 'pages.json'), 'utf8')) as PageManifest;
}

/** The scripts of a page made of these routes (root first, as the router matches them), and their gzip KB. */
export function pageScripts(
  webDist: string,
  manifest: PageManifest,
  routeIds: string[],
  language: 'en' | 'es' = 'en',
): { scripts: string[]; kb: number } {
  for (const id of routeIds.filter((id) => id !== '__root__')) {
    if (!manifest.routes[id]) throw new Error(`The build's page manifest has no route ${id}`);
  }
  const scripts = [
    ...new Set([
      manifest.entry.script,
      ...manifest.entry.scripts,
      ...routeIds.flatMap((id) => manifest.routes[id]?.scripts ?? []),
      ...(manifest.catalogues[language]?.scripts ?? []),
      ...manifest.app.scripts,
    ]),
  ];
  const kb = scripts.reduce(
    (sum, src) => sum + zlib.gzipSync(fs.readFileSync(path.join(webDist, src)), { level: 9 }).length / 1024,
    0,
  );
  return { scripts, kb };
}
