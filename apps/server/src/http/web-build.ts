import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Language } from '@shop/contract';
import type { PublicReads } from '../public-reads/public-reads.ts';
import type { ReviewRequest } from '../reviews/review-requests.service.ts';

/** What the page's first render needs, sent inside the HTML so it costs no round trip. */
export interface InitialData {
  settings?: Awaited<ReturnType<PublicReads['settings']>>;
  carousel?: Awaited<ReturnType<PublicReads['carousel']>>;
  /** The catalogue's page the address asks for (`/parts?q=&category=&page=`). */
  parts?: Awaited<ReturnType<PublicReads['cataloguePage']>>;
  /** The catalogue's category filter. */
  categories?: Awaited<ReturnType<PublicReads['categories']>>;
  services?: Awaited<ReturnType<PublicReads['services']>>;
  /** One page of the published reviews (`/testimonials?page=`). */
  testimonials?: Awaited<ReturnType<PublicReads['testimonials']>>;
  /** What a review link is for; null when the link doesn't work. */
  reviewRequest?: ReviewRequest | null;
}

/**
 * A page of the site, as the web build lists it from its route tree (apps/web/src/site-pages.ts).
 * The server keeps no page list of its own.
 */
export interface SitePage {
  /** The English address; a page that is not `staff` also answers under `/es`. */
  path: string;
  /** One address, rendered in the browser, kept from search engines. */
  staff: boolean;
  /** Rendered on the server, in the sitemap, with canonical and hreflang links. */
  listed: boolean;
  /**
   * A page for one customer behind a secret address (`/reviews/$token`): rendered on the server,
   * but never kept, cached by anyone, indexed or sent on as a referrer.
   */
  personal?: boolean;
  /** The public reads its first render needs. */
  reads: (keyof InitialData)[];
  /** Its routes' ids: keys of the page manifest below. */
  routes: string[];
}

/** What a page fetches beyond the entry. */
interface PageChunks {
  scripts: string[];
  styles: string[];
}

/** The web build's page manifest (`.vite/pages.json`, written by apps/web/page-chunks.ts). */
export interface PageManifest {
  app: PageChunks;
  catalogues: Partial<Record<Language, PageChunks>>;
  routes: Record<string, PageChunks>;
}

/** The web build's render module (apps/web/src/entry-server.tsx), when the build has one. */
export interface ServerRender {
  renderPage(page: { url: string; origin: string; data: InitialData; language: Language }): Promise<{
    /** The app's markup, for inside `<div id="root">`. */
    html: string;
    /** The page's head tags from its routes: title, description, canonical and twin links, JSON-LD. */
    head: string;
  }>;
  pages: SitePage[];
  /** The 404 page, at an address no page has: what any unknown address is answered with. */
  missing: SitePage;
}

/** The built web app as the server serves it. */
export interface WebBuild {
  dist: string;
  /** index.html, filled in for every page. */
  template: string;
  /** Absent in a build without a server render: the browser then renders every page. */
  render?: ServerRender;
  chunks: PageManifest;
}

const readJson = <T>(file: string, otherwise: T): T =>
  fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : otherwise;

/** The web build in `dist`, or undefined when there is none (an API-only server). */
export async function loadWebBuild(dist: string): Promise<WebBuild | undefined> {
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile)) return undefined;
  const renderFile = path.join(dist, '.server', 'entry-server.js');
  return {
    dist,
    template: fs.readFileSync(indexFile, 'utf8'),
    render: fs.existsSync(renderFile) ? ((await import(pathToFileURL(renderFile).href)) as ServerRender) : undefined,
    chunks: readJson(path.join(dist, '.vite', 'pages.json'), {
      app: { scripts: [], styles: [] },
      catalogues: {},
      routes: {},
    }),
  };
}
