import { CAROUSEL_SIZES, imageSrcSet, type Language } from '@shop/contract';
import type { PageData } from '@shop/server/page-road';
import type { ReactNode } from 'react';
import type { PageChunks, PageManifest } from '../page-chunks.ts';
import { FIXED_HEAD_TAGS } from './fixed-head-tags.ts';

/**
 * Data for the app in a script element the browser does not run (the Content-Security-Policy
 * allows no inline script). Every `<` is written as its JSON escape, so no `</script>` or `<!--`
 * in the data can end the element early; JSON.parse reads it back as `<`. The app reads these
 * elements by their id: `shop-data` (public-data.ts) and `shop-code` (main.tsx).
 */
function JsonScript({ id, value }: { id: 'shop-data' | 'shop-code'; value: unknown }) {
  const json = { __html: JSON.stringify(value).replace(/</g, '\\u003c') };
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped, in an element that never runs.
  return <script type="application/json" id={id} dangerouslySetInnerHTML={json} />;
}

/**
 * What a page needs from the build beyond the entry: its routes' code, its language's catalogue
 * (and the staff one on a staff screen: it is loaded before the screen shows), the app's start.
 */
export function pageChunks(
  manifest: PageManifest,
  routeIds: string[],
  language: Language,
  staffWords: boolean,
): PageChunks {
  const catalogues = [manifest.catalogues[language], staffWords ? manifest.staffCatalogues[language] : undefined];
  const parts = [...routeIds.map((id) => manifest.routes[id]), ...catalogues, manifest.app];
  return {
    styles: [...new Set(parts.flatMap((part) => part?.styles ?? []))],
    // Each after the scripts it imports, the app's start last: the order the entry runs them in.
    scripts: [...new Set(parts.flatMap((part) => part?.scripts ?? []))],
  };
}

/**
 * The whole HTML document of a page: the site's fixed head, the page's head from its routes, its
 * styles and code, the data it was made from and, when the server rendered it, the app's markup.
 */
export function PageDocument({
  language,
  manifest,
  chunks,
  head,
  app,
  data,
}: {
  language: Language;
  manifest: PageManifest;
  chunks: PageChunks;
  /** The routes' head tags: title, description, canonical and twin links, JSON-LD. */
  head: ReactNode;
  /** The app's markup; undefined leaves the page for the browser to render. */
  app: string | undefined;
  data: Partial<PageData>;
}) {
  const rendered = app !== undefined;
  // A page the server rendered is readable without its code: the entry asks for it once the page is
  // on screen (shop-code), so on a slow line the stylesheets and the first image go first. A page
  // the browser renders waits for its code: fetched at once, beside the entry.
  const later = rendered ? 'low' : undefined;
  const slide = data.carousel?.[0];
  const srcSet = slide && imageSrcSet(slide.imageUrl);
  return (
    <html lang={language} data-mantine-color-scheme="light">
      <head>
        {FIXED_HEAD_TAGS.map(({ tag: Tag, attrs }) => {
          // HTML's `charset` is React's `charSet`.
          const { charset, ...rest } = attrs as Record<string, string>;
          return <Tag key={JSON.stringify(attrs)} {...rest} {...(charset ? { charSet: charset } : {})} />;
        })}
        {head}
        {[...manifest.entry.styles, ...chunks.styles].map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        {/* The home page's first slide: what a phone paints largest. */}
        {slide && (
          <link
            rel="preload"
            as="image"
            fetchPriority="high"
            href={slide.imageUrl}
            imageSrcSet={srcSet}
            imageSizes={srcSet ? CAROUSEL_SIZES : undefined}
          />
        )}
        {!rendered && chunks.scripts.map((src) => <link key={src} rel="modulepreload" href={src} />)}
        <JsonScript id="shop-data" value={data} />
        <JsonScript id="shop-code" value={rendered ? chunks.scripts : []} />
        <script type="module" crossOrigin="" fetchPriority={later} src={manifest.entry.script} />
        {manifest.entry.scripts.map((src) => (
          <link key={src} rel="modulepreload" crossOrigin="" fetchPriority={later} href={src} />
        ))}
      </head>
      <body>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: React's own markup of the app, which the browser hydrates. */}
        <div id="root" dangerouslySetInnerHTML={{ __html: app ?? '' }} />
      </body>
    </html>
  );
}
