import type { FastifyInstance } from 'fastify';

/** The public pages search engines should know; the staff screens are kept out. */
export const PUBLIC_PAGES = ['/', '/parts', '/testimonials', '/contact', '/appointments'];

/**
 * robots.txt and sitemap.xml. The sitemap protocol wants absolute URLs, so they are written here
 * rather than shipped as static files, with the site's public origin (never the request's Host).
 */
export function registerSeoRoutes(app: FastifyInstance, origin: () => string): void {
  app.get('/robots.txt', async (_req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /auth',
      'Disallow: /login',
      'Disallow: /api/',
      'Disallow: /trpc/',
      '',
      `Sitemap: ${origin()}/sitemap.xml`,
      '',
    ].join('\n');
  });
  app.get('/sitemap.xml', async (_req, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${escapeXml(origin() + p)}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
