import { addressIn, LANGUAGES, type Language, languageTwins } from '@shop/contract';
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { SitePage } from './page-render.ts';

/**
 * robots.txt and sitemap.xml, from the web build's pages: the sitemap lists the listed pages in
 * both languages, robots.txt keeps crawlers off the staff screens. The sitemap protocol wants
 * absolute URLs, so they are written here rather than shipped as static files, with the site's
 * public origin (never the request's Host). A build without a page list (no server render) has no
 * sitemap.
 */
export function registerSeoRoutes(app: FastifyInstance, origin: () => string, pages: SitePage[] | undefined): void {
  const listed = (pages ?? []).filter((page) => page.listed).map((page) => page.path);
  // A rule covers every address below it (`/dashboard` its screens and items): only the topmost
  // are written, and never a route's `$param` (`$` ends a rule's pattern in robots.txt).
  const staffPaths = (pages ?? []).filter((page) => page.staff).map((page) => page.path);
  const staff = staffPaths.filter(
    (path) => !path.includes('$') && !staffPaths.some((other) => other !== path && path.startsWith(`${other}/`)),
  );
  app.get('/robots.txt', async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      ...staff.map((path) => `Disallow: ${path}`),
      'Disallow: /api/',
      'Disallow: /trpc/',
      '',
      ...(pages ? [`Sitemap: ${origin()}/sitemap.xml`, ''] : []),
    ].join('\n');
  });
  if (!pages) return;
  app.get('/sitemap.xml', async (_req, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    // Each page in each language, with its twins (hreflang), as search engines read them.
    const entries = listed.flatMap((page) => {
      // escape-html's entities (&amp; &lt; &gt; &quot; &#39;) are XML's too.
      const url = (language: Language) => escapeHtml(origin() + addressIn(language, page));
      const twins = languageTwins(url).map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${href}"/>`,
      );
      return LANGUAGES.map((language) => [`  <url><loc>${url(language)}</loc>`, ...twins, '  </url>'].join('\n'));
    });
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
  });
}
