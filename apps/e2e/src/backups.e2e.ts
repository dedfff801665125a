import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './browser.ts';
import { axeProblems, type Lang, managerDashboard, openManagementScreen } from './staff-pages.ts';

/** A backup, a reload and a render can take some seconds on a busy machine. */
const WAIT = { timeout: 20_000 };
const WORDS = {
  en: { backUp: 'Back up now', good: 'Good', download: /^Download the backup of/ },
  es: { backUp: 'Respaldar ahora', good: 'Correcto', download: /^Descargar el respaldo del/ },
};

describe('Management -> Backups in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const lang of ['en', 'es'] as Lang[]) {
    it(`backs up now, lists the run and downloads its file (${lang}), axe clean`, async () => {
      const words = WORDS[lang];
      const { context, page } = await managerDashboard(browser, lang);
      await openManagementScreen(page, lang, 'backups');
      await page.getByRole('button', { name: words.backUp }).click();
      const good = page.locator('[data-list="backups"] [data-row]').filter({ hasText: words.good });
      await expect.poll(() => good.count(), WAIT).toBeGreaterThan(0);
      expect(await axeProblems(page, `${lang} backups`)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        good.first().getByRole('button', { name: words.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^shop-backup-.*\.tar\.gz$/);
      await context.close();
    });
  }
});
