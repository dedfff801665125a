import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../entry-server.tsx';
import { givenPublicData, type PageData } from '../../public-data.ts';
import { shopSettings, TEST_ORIGIN } from '../../test/shop-settings.ts';

const day = (from: string, to: string) => ({ open: true, from, to });
const settings = shopSettings({
  shopName: 'Desert Gear </script><b>',
  weeklyHours: {
    sunday: { open: false, from: '09:00', to: '17:00' },
    monday: day('08:30', '18:00'),
    tuesday: day('08:30', '18:00'),
    wednesday: day('08:30', '18:00'),
    thursday: day('08:30', '18:00'),
    friday: day('08:30', '18:00'),
    saturday: day('09:30', '13:00'),
  },
  hoursWeekdays: '8:30 AM - 6:00 PM',
  hoursSaturday: '9:30 AM - 1:00 PM',
});

const ORIGIN = TEST_ORIGIN;
const NO_PARTS: PageData['parts'] = { items: [], total: 0, page: 1, pageCount: 0, limit: 24 };
/** The page's head tags from its routes, as the server renders them. */
const headOf = async (url: string, language: 'en' | 'es', data: Partial<PageData>) => {
  const page = await renderRoutes({ url, origin: ORIGIN, language, read: givenPublicData(data) });
  return { head: renderToStaticMarkup(page.head) };
};
const render = (url: string, language: 'en' | 'es', data: Partial<PageData> = {}) =>
  headOf(url, language, { settings, ...data });

/** The head's tags of one kind, as a browser would read them. */
const tags = (head: string, name: string) => head.match(new RegExp(`<${name}\\b[^>]*>`, 'gi')) ?? [];
const jsonLd = (head: string) =>
  JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1] ?? 'null');

describe("each page's head, from its routes", () => {
  it('gives a public page its title, description and twins in the language of its address', async () => {
    const { head } = await render('/es/contact', 'es');
    expect(head).toContain('<title>Contáctenos | Desert Gear &lt;/script&gt;&lt;b&gt;, Las Vegas</title>');
    expect(head).toMatch(/<meta name="description" content="Llame, escriba[^"]*"/);
    expect(tags(head, 'link')).toEqual([
      `<link rel="canonical" href="${ORIGIN}/es/contact"/>`,
      `<link rel="alternate" hrefLang="en" href="${ORIGIN}/contact"/>`,
      `<link rel="alternate" hrefLang="es" href="${ORIGIN}/es/contact"/>`,
      `<link rel="alternate" hrefLang="x-default" href="${ORIGIN}/contact"/>`,
    ]);
    const english = await render('/contact', 'en');
    expect(english.head).toContain('<title>Contact Us | Desert Gear');
    expect(tags(english.head, 'link')[0]).toBe(`<link rel="canonical" href="${ORIGIN}/contact"/>`);
    // One title and one description: the page's replace the site's.
    expect([tags(english.head, 'title'), tags(english.head, 'meta')].map((found) => found.length)).toEqual([1, 1]);
  });

  it("lists the shop's hours and the services the database holds in the home page's JSON-LD, in its language", async () => {
    const services = [
      { id: 1, icon: 'transmission', name: 'Reparación de transmisiones', description: 'Diagnóstico y reparación' },
      { id: 7, icon: null, name: 'Alineación', description: 'Alineación de las cuatro ruedas' },
    ] as unknown as PageData['services'];
    const data = jsonLd((await render('/es', 'es', { carousel: [], services })).head);
    expect(data.hasOfferCatalog.itemListElement).toEqual([
      {
        '@type': 'Offer',
        itemOffered: {
          '@type': 'Service',
          name: 'Reparación de transmisiones',
          description: 'Diagnóstico y reparación',
        },
      },
      {
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: 'Alineación', description: 'Alineación de las cuatro ruedas' },
      },
    ]);
    expect(data.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Saturday'],
      opens: '09:30',
      closes: '13:00',
    });
  });

  it("describes the shop for search engines on the home page, in the page's language, unable to end its element", async () => {
    const { head } = await render('/es', 'es', { carousel: [], services: [] });
    expect(tags(head, 'link')[0]).toBe(`<link rel="canonical" href="${ORIGIN}/es"/>`);
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const data = jsonLd(head);
    expect(data).toMatchObject({ '@type': 'AutoRepair', name: settings.shopName, url: `${ORIGIN}/es` });
    expect(jsonLd((await render('/', 'en', { carousel: [], services: [] })).head).url).toBe(`${ORIGIN}/`);
    // Only the home page carries it.
    expect((await render('/parts', 'en', { parts: NO_PARTS, categories: [] })).head).not.toContain('ld+json');
  });

  it('gives the 404 page its own title and no canonical address', async () => {
    const { head } = await render('/es/404', 'es');
    expect(head).toContain('<title>Página no encontrada | Desert Gear');
    expect(tags(head, 'link')).toEqual([]);
  });

  it("keeps the site's title when the shop's settings could not be read", async () => {
    const { head } = await headOf('/parts', 'en', { parts: NO_PARTS, categories: [] }).catch(() => ({
      head: 'the render failed',
    }));
    expect(head).toContain('<title>Transmission &amp; Auto Repair in Las Vegas, NV</title>');
  });
});
