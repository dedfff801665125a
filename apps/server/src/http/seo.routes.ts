import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The public pages search engines should know; the staff screens are kept out. */
export const PUBLIC_PAGES = ['/', '/parts', '/testimonials', '/contact'];

const origin = (req: FastifyRequest) => `${req.protocol}://${req.host}`;

/** robots.txt and sitemap.xml, with absolute URLs for whichever host the site is served on. */
export function registerSeoRoutes(app: FastifyInstance): void {
  app.get('/robots.txt', async (req, reply) => {
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
    return [
      'User-agent: *',
      'Allow: /',
      'Disallow: /dashboard',
      'Disallow: /auth',
      'Disallow: /login',
      'Disallow: /api/',
      '',
      `Sitemap: ${origin(req)}/sitemap.xml`,
      '',
    ].join('\n');
  });
  app.get('/sitemap.xml', async (req, reply) => {
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
    const urls = PUBLIC_PAGES.map((p) => `  <url><loc>${origin(req)}${p}</loc></url>`).join('\n');
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
  });
}
