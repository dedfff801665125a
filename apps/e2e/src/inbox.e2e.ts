import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { shop } from './shop.ts';
import { axeProblems, dashboardTab, type Lang, openAs, staffToken } from './staff-pages.ts';

/** The messages this file adds (and takes away again), told apart by their senders' address. */
const SEEDED = 60;
const MARK = 'inbox-check-%@example.com';

const WORDS = {
  en: {
    tab: /^Messages/,
    search: /^Search messages/,
    next: 'Next',
    previous: 'Previous',
    pages: 'Messages pages',
    status: 'Status',
    of: 'of',
    replied: 'Replied',
    none: 'No messages match your search.',
  },
  es: {
    tab: /^Mensajes/,
    search: /^Buscar mensajes/,
    next: 'Siguiente',
    previous: 'Anterior',
    pages: 'Páginas de mensajes',
    status: 'Estado',
    of: 'de',
    replied: 'Respondido',
    none: 'Ningún mensaje coincide con su búsqueda.',
  },
} as const;

async function database<T>(work: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: shop.databaseUrl });
  await db.connect();
  try {
    return await work(db);
  } finally {
    await db.end();
  }
}

const count = (where: string) =>
  database(async (db) =>
    Number((await db.query(`select count(*) from contact_messages where ${where}`)).rows[0].count),
  );

const rows = (page: Page) => page.locator('[data-list="messages"] [data-row]');

describe('the staff inbox, a page at a time, in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    // The newest messages of the inbox: a second apart, just after now, in whole milliseconds.
    await database((db) =>
      db.query(
        `insert into contact_messages (name, email, subject, message, status, created_at)
         select 'Inbox Sender ' || n, 'inbox-check-' || n || '@example.com', 'Transmisión número ' || n,
                'La transmisión patina en segunda.', (array['unread', 'read', 'replied'])[n % 3 + 1],
                date_trunc('milliseconds', now() + n * interval '1 second')
         from generate_series(1, ${SEEDED}) n`,
      ),
    );
  });
  afterAll(async () => {
    await database((db) => db.query(`delete from contact_messages where email like '${MARK}'`));
    await browser?.close();
  });

  for (const lang of ['en', 'es'] as const satisfies Lang[]) {
    it(`pages, filters and searches the inbox, with one page of rows on screen (${lang})`, async () => {
      const w = WORDS[lang];
      const { context, page, errors } = await openAs(browser, lang, { viewport: { width: 1280, height: 900 } });
      const token = await staffToken(page, 'supervisor');
      await context.addInitScript((t) => localStorage.setItem('auth_token', t), token);
      await page.goto('/dashboard');
      await dashboardTab(page, w.tab).click();
      await expect.poll(() => page.getByRole('article', { name: 'Inbox Sender 60', exact: true }).count()).toBe(1);
      expect(await rows(page).count()).toBe(25);
      const all = await count('true');
      const total = all.toLocaleString('en-US');
      const pager = page.getByRole('navigation', { name: w.pages });
      expect(await pager.textContent()).toContain(`1–25 ${w.of} ${total}`);
      const problems = await axeProblems(page, `inbox (${lang})`);

      await pager.getByRole('button', { name: w.next }).click();
      await expect.poll(() => page.getByRole('article', { name: 'Inbox Sender 35', exact: true }).count()).toBe(1);
      expect(await page.getByRole('article', { name: 'Inbox Sender 60', exact: true }).count()).toBe(0);
      expect(await rows(page).count()).toBe(25);
      expect(await pager.textContent()).toContain(`26–50 ${w.of} ${total}`);
      await pager.getByRole('button', { name: w.previous }).click();
      await expect.poll(() => page.getByRole('article', { name: 'Inbox Sender 60', exact: true }).count()).toBe(1);

      // One status: its count in the filter, its rows only, from the first page.
      const replied = await count(`status = 'replied'`);
      const status = page.getByLabel(w.status, { exact: true });
      expect(await status.locator('option[value="replied"]').textContent()).toBe(`${w.replied} (${replied})`);
      await status.selectOption('replied');
      await expect.poll(() => page.getByRole('article', { name: 'Inbox Sender 60', exact: true }).count()).toBe(0);
      await expect.poll(() => page.getByRole('article', { name: 'Inbox Sender 59', exact: true }).count()).toBe(1);
      expect(await rows(page).count()).toBe(Math.min(25, replied));
      for (const text of await rows(page).allTextContents()) expect(text).toContain(w.replied);
      await status.selectOption('');

      // A search ignores accents: "transmision numero 4" finds Transmisión número 4 and 40 to 49.
      const search = page.getByRole('searchbox', { name: w.search });
      await search.fill('transmision numero 4');
      await expect.poll(() => rows(page).count()).toBe(11);
      expect(await page.getByRole('article', { name: 'Inbox Sender 4', exact: true }).count()).toBe(1);
      expect(await page.getByRole('navigation', { name: w.pages }).count()).toBe(0);
      problems.push(...(await axeProblems(page, `inbox searched (${lang})`)));
      // And the demo's Spanish sender by a name typed without accents.
      await search.fill('jose ramirez');
      await expect.poll(() => page.getByRole('article', { name: 'José Ramírez', exact: true }).count()).toBe(1);
      await search.fill('nobody wrote this');
      await expect.poll(() => page.getByText(w.none).count()).toBe(1);

      expect(problems).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }, 90_000);
  }
});
