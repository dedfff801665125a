import { beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../entry-server.tsx';
import { givenPublicData, type PageData } from '../../public-data.ts';
import { shopSettings, TEST_ORIGIN } from '../../test/shop-settings.ts';
import { activateLanguage } from '../i18n/i18n.ts';
import type { ReviewRequestView } from '../reviews/ReviewPage.tsx';

const ORIGIN = TEST_ORIGIN;
const settings = shopSettings();

const review = (id: number, text: string, reply: string | null = null): PageData['testimonials']['items'][number] => ({
  id,
  customerName: 'Ana G.',
  rating: 4,
  text,
  language: 'es',
  reply,
  createdAt: '2026-11-20T18:00:00.000Z',
});

const page = (items: PageData['testimonials']['items'], total: number, at = 1): PageData['testimonials'] => ({
  items,
  total,
  page: at,
  pageCount: Math.ceil(total / 10),
  limit: 10,
});

describe('the reviews pages as the server renders them', () => {
  // The review link's loader adds the forms' words to the browser's language (the server's render has them).
  beforeAll(() => activateLanguage('en'));

  it('keeps "Coming Soon" while no review is published', async () => {
    const { html } = await renderPage({
      url: '/testimonials',
      origin: ORIGIN,
      language: 'en',
      read: givenPublicData({ settings, testimonials: page([], 0) }),
    });
    expect(html).toContain('Coming Soon');
    expect(html).not.toContain('<article');
  });

  it('shows the published reviews with their stars, date and reply, the words escaped, and page links without JavaScript', async () => {
    const { html: whole, status } = await renderPage({
      url: '/es/testimonials?page=2',
      origin: ORIGIN,
      language: 'es',
      read: givenPublicData({
        settings,
        testimonials: page([review(11, 'Muy bien <img src=x onerror=alert(1)>', 'Gracias, Ana')], 21, 2),
      }),
    });
    const html = whole.slice(whole.indexOf('<body>'));
    expect(status).toBe(200);
    expect(html).not.toContain('Próximamente');
    expect(html.match(/<article/g)).toHaveLength(1);
    expect(html).toContain('Muy bien &lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('4 de 5 estrellas');
    expect(html).toContain('20 de noviembre de 2026');
    expect(html).toContain('Respuesta del taller');
    expect(html).toContain('Gracias, Ana');
    const links = [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((m) => m[1]?.replaceAll('&amp;', '&'));
    expect(links).toContain('/es/testimonials');
    expect(links).toContain('/es/testimonials?page=3');
    expect(whole).toContain('href="https://desertgear.example/es/testimonials?page=2"');
    // Google shows no stars for reviews a business hosts about itself: none are claimed.
    expect(whole).not.toContain('AggregateRating');
  });

  it('renders a review link for one customer, kept from search engines and referrers', async () => {
    const request: ReviewRequestView = {
      firstName: 'Ana',
      shownName: 'Ana G.',
      language: 'es',
      visitDate: '2026-11-20T18:00:00.000Z',
      serviceName: 'Servicio de frenos',
      reviewed: false,
      googleReviewUrl: 'https://g.page/r/desert-gear/review',
      expiresAt: '2026-12-20T18:00:00.000Z',
    };
    const token = 'A'.repeat(43);
    const { html: whole, status } = await renderPage({
      url: `/es/reviews/${token}`,
      origin: ORIGIN,
      language: 'es',
      read: givenPublicData({ settings, review: { found: request } }),
    });
    const html = whole.slice(whole.indexOf('<body>'));
    expect(status).toBe(200);
    expect(html).toContain('¿Cómo le fue, Ana?');
    expect(html.match(/type="radio"/g)).toHaveLength(5);
    expect(html).toContain('https://g.page/r/desert-gear/review');
    expect(html).toContain('id="no-more-requests"');
    expect(whole).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(whole).toContain('<meta name="referrer" content="no-referrer"/>');
    expect(whole).not.toContain('rel="canonical"');

    const gone = await renderPage({
      url: `/reviews/${token}`,
      origin: ORIGIN,
      language: 'en',
      read: givenPublicData({ settings, review: { refused: 'link-not-valid' } }),
    });
    // Its own screen; the server sends it with the refusal's status (404).
    expect(gone.html).toContain('This review link doesn');
    expect(gone.html).not.toContain('type="radio"');
  });
});
