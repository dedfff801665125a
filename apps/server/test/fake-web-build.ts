import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

declare global {
  var renderedUrls: string[] | undefined;
}

/**
 * A web build with a server render that marks what it rendered: each page shows its language,
 * address and what its "loaders" read (the shop's phone; the catalogue's page on /parts). /contact
 * reads something this server does not have, /testimonials renders only in part: both come back
 * incomplete; /appointments/manage/$token and /reviews/$token show their private read by the
 * address's token. Its pages come from the build, as the real one's come from the route tree.
 */
export function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'assets', 'index.js'), 'export {};\n');
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Vite dev page</title>');
  fs.mkdirSync(path.join(dist, '.server'));
  fs.writeFileSync(
    path.join(dist, '.server', 'entry-server.js'),
    `const page = (path, more) => ({ path, staff: false, listed: true, ...more });
    const staff = { staff: true, listed: false };
    export const pages = [page('/'), page('/parts'), page('/contact'), page('/testimonials'),
      page('/dashboard', staff), page('/dashboard/messages', staff), page('/dashboard/messages/$id', staff),
      page('/auth', staff), page('/login', staff),
      page('/appointments/manage/$token', { listed: false, privateLink: true }),
      page('/reviews/$token', { listed: false, privateLink: true })];
    export const missing = '/404';
    export async function renderPage({ url, language, read }) {
      (globalThis.renderedUrls ??= []).push(url);
      const address = new URL(url, 'http://x');
      const path = address.pathname.replace(/^\\/es(?=\\/|$)/, '') || '/';
      const settings = await read('settings');
      let body = '<h1>' + language + ' ' + url + ' ' + settings.phone + '</h1>'
        + ${JSON.stringify('<style>')} + '.card { padding: 1rem; }\\n'.repeat(200) + '</style>';
      let complete = true;
      if (path === '/parts') {
        const search = { ...(address.searchParams.get('q') && { q: address.searchParams.get('q') }),
          ...(address.searchParams.get('page') && { page: Number(address.searchParams.get('page')) }) };
        const [parts, categories] = await Promise.all([read('parts', { search }), read('categories')]);
        body += '<pre id="parts">' + JSON.stringify({ parts, categories }) + '</pre>';
      }
      if (path === '/contact') complete = await read('reviews').then(() => true, () => false);
      if (path === '/testimonials') complete = false;
      const [, privatePage, token] = /^\\/(appointments\\/manage|reviews)\\/([^/]+)$/.exec(path) ?? [];
      const key = privatePage === 'reviews' ? 'review' : 'manage';
      if (token) body += '<pre id="' + key + '">' + JSON.stringify(await read(key, { params: { token } })) + '</pre>';
      return { status: path === '/404' ? 404 : 200, html: '<!doctype html><html lang="' + language + '"><body>' + body + '</body></html>', complete };
    }`,
  );
  return dist;
}
