import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

declare global {
  var renderedUrls: string[] | undefined;
}

/**
 * A web build with a server render that marks what it rendered, and fails on /contact; its pages
 * and their code come from the build, as the real one's come from the route tree.
 */
export function fakeBuild(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-app-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="en"><head><title>Shop</title><meta name="description" content="A shop" /><script type="module" src="/assets/index.js"></script><style>${'.card { padding: 1rem; }\n'.repeat(200)}</style></head><body><div id="root"></div></body></html>`,
  );
  fs.mkdirSync(path.join(dist, '.server'));
  fs.writeFileSync(
    path.join(dist, '.server', 'entry-server.js'),
    `const page = (path, more) => ({ path, staff: false, listed: true, reads: ['settings'], routes: ['root', 'site', path], ...more });
    const staff = { staff: true, listed: false };
    export const pages = [page('/'), page('/parts', { reads: ['settings', 'parts', 'categories'] }), page('/contact', { reads: ['reviews', 'settings'] }), page('/testimonials'),
      page('/dashboard', staff), page('/auth', { ...staff, routes: ['root', '/auth'] }), page('/login', staff)];
    export const missing = { path: '/404', staff: false, listed: false, reads: ['settings'], routes: ['root'] };
    export async function renderPage({ url, language, data }) {
      (globalThis.renderedUrls ??= []).push(url);
      if (url === '/contact') throw new Error('render failed');
      if (url === '/testimonials') return { html: '<!--$!--><template></template><!--/$-->', head: '' };
      return {
        html: '<h1>' + language + ' ' + url + ' ' + data.settings.phone + '</h1>',
        head: '<title>Page ' + url + '</title><meta name="description" content="About ' + url + '"/>',
      };
    }`,
  );
  fs.mkdirSync(path.join(dist, '.vite'));
  const code = (name: string, styles: string[] = []) => ({ scripts: [`/assets/${name}.js`], styles });
  fs.writeFileSync(
    path.join(dist, '.vite', 'pages.json'),
    JSON.stringify({
      app: code('boot'),
      catalogues: { en: code('messages-en'), es: code('messages-es') },
      routes: { site: code('layout', ['/assets/layout.css']), '/parts': code('parts', ['/assets/parts.css']) },
    }),
  );
  return dist;
}
