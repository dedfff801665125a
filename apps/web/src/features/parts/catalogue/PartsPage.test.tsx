import { describe, expect, it } from 'vitest';
import { renderPage } from '../../../entry-server.tsx';
import { givenPublicData, type PageData } from '../../../public-data.ts';
import { shopSettings, TEST_ORIGIN } from '../../../test/shop-settings.ts';

const ORIGIN = TEST_ORIGIN;
const settings = shopSettings();

const part = (id: number, name: string): PageData['parts']['items'][number] => ({
  id,
  name,
  description: null,
  category: 'Transmisiones',
  imageUrl: null,
  partNumber: `4L60E-${id}`,
  brand: 'GM',
  condition: 'used',
  status: 'available',
});

const categories = [
  { value: 'Brakes', label: 'Frenos' },
  { value: 'Transmissions', label: 'Transmisiones' },
];

/** The catalogue rendered as the server renders it, at `url`, with one page of results. */
const render = (url: string, language: 'en' | 'es', parts: PageData['parts']) =>
  renderPage({ url, origin: ORIGIN, language, read: givenPublicData({ settings, parts, categories }) });

const links = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]?.replaceAll('&amp;', '&'));

describe('the public catalogue', () => {
  it('shows the page of results its address asks for, with a form and page links that work without JavaScript', async () => {
    const items = [part(25, 'Transmisión 4L60E'), part(26, 'Convertidor de par')];
    const { html } = await render('/es/parts?q=transmision&category=Transmissions&page=2', 'es', {
      items,
      total: 74,
      page: 2,
      pageCount: 4,
      limit: 24,
    });
    expect(html.match(/<article/g)).toHaveLength(2);
    expect(html).toContain('Transmisión 4L60E');
    // The form asks the server for the catalogue in the page's language, its fields filled from the address.
    expect(html).toContain('<form action="/es/parts" method="get">');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="transmision"/);
    expect(html).toMatch(/<option value="Transmissions" selected="">Transmisiones<\/option>/);
    expect(html).toMatch(/<button[^>]*type="submit"/);
    // Previous, the numbers and Next: plain links keeping the search.
    const pages = links(html).filter((href) => href?.startsWith('/es/parts?'));
    expect(pages).toEqual([
      '/es/parts?q=transmision&category=Transmissions',
      '/es/parts?q=transmision&category=Transmissions',
      '/es/parts?q=transmision&category=Transmissions&page=2',
      '/es/parts?q=transmision&category=Transmissions&page=3',
      '/es/parts?q=transmision&category=Transmissions&page=4',
      '/es/parts?q=transmision&category=Transmissions&page=3',
    ]);
    // Only the link to this page is the current one.
    const current = (html.match(/<a [^>]*>/g) ?? []).filter(
      (a) => a.includes('aria-current="page"') && a.includes('?q='),
    );
    expect(current).toHaveLength(1);
    expect(current[0]).toContain('href="/es/parts?q=transmision&amp;category=Transmissions&amp;page=2"');
    // Its own canonical address, and its twins, with the query.
    expect(html).toContain(
      `<link rel="canonical" href="${ORIGIN}/es/parts?q=transmision&amp;category=Transmissions&amp;page=2"/>`,
    );
    expect(html).toContain(
      `<link rel="alternate" hrefLang="en" href="${ORIGIN}/parts?q=transmision&amp;category=Transmissions&amp;page=2"/>`,
    );
  });

  it('says when nothing matches, and links a page past the end back to the first', async () => {
    const none = { items: [], total: 0, page: 1, pageCount: 0, limit: 24 };
    expect((await render('/parts?q=zzz', 'en', none)).html).toContain('No Parts Found');
    expect((await render('/parts', 'en', none)).html).toContain('No Parts Available');
    const past = await render('/parts?q=brake&page=9', 'en', {
      items: [],
      total: 30,
      page: 9,
      pageCount: 2,
      limit: 24,
    });
    expect(past.html).toContain('No Parts Found');
    expect(links(past.html)).toContain('/parts?q=brake');
    expect(past.html).not.toContain('<nav aria-label="Pages"');
  });

  it('leaves out what the address holds that it can’t use', async () => {
    const { html: head } = await render('/parts?page=abc&utm=x&q=%00', 'en', {
      items: [part(1, 'Alternator')],
      total: 1,
      page: 1,
      pageCount: 1,
      limit: 24,
    });
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/parts"/>`);
  });
});
