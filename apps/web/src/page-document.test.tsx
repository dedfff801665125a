// @vitest-environment node
// The server's render, as the server runs it (`import.meta.env.SSR`: its build, with no page around it).
import { describe, expect, it } from 'vitest';
import { renderPage } from './entry-server.tsx';
import { givenPublicData, type PageData } from './public-data.ts';
import { shopSettings } from './test/shop-settings.ts';

const settings = shopSettings();

const hostile = '</script><script>alert(1)</script><!--<script>';
const parts: PageData['parts'] = {
  items: [
    {
      id: 1,
      name: 'Torque Converter',
      description: hostile,
      category: 'Transmissions',
      imageUrl: null,
      partNumber: null,
      brand: null,
      condition: 'used',
      status: 'available',
    },
  ],
  total: 1,
  page: 1,
  pageCount: 1,
  limit: 24,
} as unknown as PageData['parts'];

const render = (url: string, data: Partial<PageData>) =>
  renderPage({ url, origin: 'https://desertgear.example', language: 'en', read: givenPublicData(data) });

describe('the document the server sends', () => {
  it('writes the data the page was made from where the browser never runs it, whatever text the shop holds', async () => {
    const page = await render('/parts', { settings, parts, categories: [] });
    expect([page.status, page.complete]).toEqual([200, true]);
    // The app's module and the two data elements: no script element added, none closed early.
    // (Without a build the entry is the dev server's; a rendered page asks for it late.)
    expect(page.html.match(/<script[^>]*>/g)).toEqual([
      '<script type="application/json" id="shop-data">',
      '<script type="application/json" id="shop-code">',
      '<script type="module" crossorigin="" fetchPriority="low" src="/src/main.tsx">',
    ]);
    expect(page.html.match(/<\/script>/g)).toHaveLength(3);
    const data = /<script type="application\/json" id="shop-data">(.*?)<\/script>/s.exec(page.html)?.[1] ?? '';
    expect(JSON.parse(data).parts.items[0].description).toBe(hostile);
    expect(page.html).toMatch(/^<!doctype html><html lang="en"/);
    // The fixed head tags first: the character set within the first bytes, as browsers need it.
    expect(page.html).toMatch(
      /^<!doctype html><html[^>]*><head><meta charSet="UTF-8"\/><meta name="viewport" content="width=device-width, initial-scale=1.0"\/><meta name="theme-color" content="#9a3412"\/><link rel="icon"/,
    );
  });

  it('leaves a page whose data could not be read to the browser, and says it is not whole', async () => {
    // No settings (the database away): the root's loader goes on without them, the page does not.
    const page = await render('/parts', { parts, categories: [] });
    expect(page.complete).toBe(false);
    expect(page.html).toContain('<div id="root"></div>');
    // Its code is then fetched at once, the entry with it.
    expect(page.html).toContain('<script type="application/json" id="shop-code">[]</script>');
    expect(page.html).toContain('<script type="module" crossorigin="" src="/src/main.tsx">');
  });

  it('answers every staff screen with its frame, an item’s and a list with items below it too', async () => {
    for (const url of [
      '/dashboard/messages',
      '/dashboard/messages/id',
      '/dashboard/manage',
      '/dashboard/manage/users',
    ]) {
      const page = await render(url, { settings });
      expect([url, page.status, page.complete]).toEqual([url, 200, true]);
    }
    for (const url of ['/dashboard/nothing', '/dashboard/messages/1/more']) {
      expect([url, (await render(url, { settings })).status]).toEqual([url, 404]);
    }
  });

  it('answers an address no page has with the 404 page, rendered', async () => {
    const page = await render('/404', { settings });
    expect([page.status, page.complete]).toEqual([404, true]);
    expect(page.html).not.toContain('<div id="root"></div>');
  });

  it('renders the sign-in screen whole, and the dashboard as its frame, loading, with no sign-in form', async () => {
    const signIn = await render('/auth', { settings });
    expect(signIn.html).toMatch(/<div id="root"><.+Staff Login/s);
    expect(signIn.html).toContain('type="password"');
    const dashboard = await render('/dashboard', { settings });
    expect([dashboard.status, dashboard.complete]).toEqual([200, true]);
    // The site's header with the shop's phone; the screen itself waits for the browser to know who is signed in.
    expect(dashboard.html).toContain('aria-label="Call us at (702) 555-0142"');
    expect(dashboard.html).not.toContain('type="password"');
  });
});
