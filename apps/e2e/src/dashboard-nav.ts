import type { Page } from 'playwright-core';

/** The dashboard's tabs: the links of its navigation, the current one marked `aria-current="page"`. */
export const dashboardNav = (page: Page) =>
  page.getByRole('navigation', { name: /^(Dashboard sections|Secciones del panel)$/ });

/** One tab of the dashboard, by the name it shows (the messages' own says how many are unread). */
export const dashboardTab = (page: Page, name: string | RegExp) => dashboardNav(page).getByRole('link', { name });

/** The tabs' names, without the unread count the messages tab shows ("Messages (3 unread)"). */
export const tabNames = async (page: Page) =>
  (await dashboardNav(page).getByRole('link').allTextContents()).map((name) => name.replace(/ \(.+\)$/, ''));
