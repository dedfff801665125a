import type { AnyRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * The head elements the routes' heads make (entry-server.tsx writes them into the page); robots and
 * referrer come with a private link's page (a manage or a review link).
 */
const ROUTE_HEAD_TAGS =
  'title, meta[name="description"], meta[name="robots"], meta[name="referrer"], link[rel="canonical"], ' +
  'link[rel="alternate"], script[type="application/ld+json"]';

type Attributes = Record<string, string | undefined>;
type HeadMatch = { meta?: (Attributes | undefined)[]; links?: Attributes[]; headScripts?: Attributes[] };

/**
 * What the matched routes' heads ask for (`head()` in each route): the deepest route's title and
 * meta of a name win; links and scripts add up.
 */
export function routeHeadTags(matches: readonly HeadMatch[]) {
  let title: string | undefined;
  const meta = new Map<string, Attributes>();
  for (const entry of matches.flatMap((m) => m.meta ?? [])) {
    if (entry?.title !== undefined) title = entry.title;
    else if (entry?.name) meta.set(entry.name, entry);
  }
  return {
    title,
    meta: [...meta.values()],
    links: matches.flatMap((m) => m.links ?? []),
    scripts: matches.flatMap((m) => m.headScripts ?? []),
  };
}

function element(tag: string, { children, ...attributes }: Attributes): HTMLElement {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) made.setAttribute(name, value);
  // Text, never markup: a JSON-LD script's data is not parsed as HTML.
  if (children !== undefined) made.textContent = children;
  return made;
}

/**
 * In the browser, the routes' heads (title, description, alternate links, JSON-LD) follow every
 * navigation (the server's render writes the first with the router's HeadContent). The page's first head comes from the server; from then on the head is rewritten
 * from the matched routes each time the router settles. The router's HeadContent does the same
 * as a React tree, at 1.3 KB (gzip) more on every page than this; the public pages are held to
 * 140 KB of JavaScript (README "Performance budgets").
 */
export function RouteHeadSync({ router }: { router: AnyRouter }) {
  useEffect(() => {
    const write = () => {
      const { title, meta, links, scripts } = routeHeadTags(router.state.matches as HeadMatch[]);
      for (const old of document.head.querySelectorAll(ROUTE_HEAD_TAGS)) old.remove();
      if (title !== undefined) document.title = title;
      document.head.append(
        ...meta.map((m) => element('meta', m)),
        ...links.map(({ hrefLang, ...link }) => element('link', { ...link, hreflang: hrefLang })),
        ...scripts.map((s) => element('script', s)),
      );
    };
    // A page the browser draws itself (the dashboard) has the routes' head from the server already; rewritten the same.
    if (router.state.status === 'idle') write();
    return router.subscribe('onResolved', write);
  }, [router]);
  return null;
}
