import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { addressIn, catalogueQueryString, type Language, languageTwins } from '@shop/contract';
import { drawsNotFound, type MatchInternals, validatedSearch } from '../../routing/router-internals.ts';
import type { ShopSettings } from '../settings/useShopSettings.ts';

/**
 * What the router's `head()` of a route is given, as far as the site's heads read it: the route's
 * match (its context holds the page's i18n and the site's origin) and every match of the page,
 * root first (the root's loader data are the shop's settings).
 */
export interface HeadContext {
  match: { context: { i18n: I18n; origin: string } };
  matches: readonly (MatchInternals & {
    pathname: string;
    loaderData?: unknown;
    staticData?: { staff?: boolean; redirects?: boolean; privateLink?: boolean };
  })[];
}

/** A page's title, around the shop's name, and its description, as search results and the browser tab show them. */
export interface PageText {
  title: (shop: string) => MessageDescriptor;
  description: MessageDescriptor;
}

export const shopSettingsOf = (matches: HeadContext['matches']) => matches[0]?.loaderData as ShopSettings | undefined;

/**
 * A page's head: its title and description in the page's language. Without the shop's settings
 * (the database away) the title is the root route's (`rootRouteHead`), which names no shop.
 */
export const pageHead =
  (text: PageText) =>
  ({ match, matches }: HeadContext) => {
    const { i18n } = match.context;
    const shop = shopSettingsOf(matches)?.shopName;
    return {
      meta: [
        ...(shop ? [{ title: i18n._(text.title(shop)) }] : []),
        { name: 'description', content: i18n._(text.description) },
      ],
    };
  };

/** A page of its own for search engines: not a staff screen, a redirect or the 404 page. */
const listed = (matches: HeadContext['matches']) =>
  !matches.some((m) => m.staticData?.staff || m.staticData?.redirects || m.staticData?.privateLink || drawsNotFound(m));

/**
 * The head every screen starts from (the root route's): a title and description a page may
 * replace, and, on a public page, its canonical address and its twins in both languages, absolute
 * from the site's public origin, as search engines want them.
 */
export function rootRouteHead({ match, matches }: HeadContext) {
  const { i18n, origin } = match.context;
  const notFound = matches.some(drawsNotFound);
  const text = notFound ? PAGE_TEXTS.missing : undefined;
  const shop = shopSettingsOf(matches)?.shopName;
  const meta = [
    { title: text && shop ? i18n._(text.title(shop)) : i18n._(msg`Transmission & Auto Repair in Las Vegas, NV`) },
    {
      name: 'description',
      content: i18n._(
        text?.description ??
          msg`Independent transmission and auto repair shop in Las Vegas, NV with over 20 years of experience. Se habla español.`,
      ),
    },
  ];
  // A page for one customer behind a private link: search engines keep out, and the address is
  // never sent on as a referrer (the server says so in its headers too).
  if (matches.some((m) => m.staticData?.privateLink))
    meta.push({ name: 'robots', content: 'noindex, nofollow' }, { name: 'referrer', content: 'no-referrer' });
  const page = matches[matches.length - 1];
  if (!page || !listed(matches)) return { meta };
  // A page of the catalogue's results is a page of its own (`/parts?q=…&page=2`): its query stays.
  const query = catalogueQueryString(validatedSearch(page));
  const url = (language: Language) => origin + addressIn(language, page.pathname) + query;
  return {
    meta,
    links: [
      { rel: 'canonical', href: url(i18n.locale as Language) },
      ...languageTwins(url).map(({ hreflang, href }) => ({ rel: 'alternate', hrefLang: hreflang, href })),
    ],
  };
}

/**
 * The titles and descriptions of the pages without a form (the shop's name comes from the
 * settings); those with a form have theirs in form-page-texts.ts.
 */
export const PAGE_TEXTS = {
  home: {
    title: (shop) => msg`${shop} | Auto Repair in Las Vegas, NV`,
    description: msg`Independent transmission and auto repair shop in Las Vegas with over 20 years of experience. Honest diagnostics, fair prices. Se habla español.`,
  },
  parts: {
    title: (shop) => msg`Used & Rebuilt Auto Parts in Las Vegas | ${shop}`,
    description: msg`Transmissions, brakes, electrical and engine parts in stock in Las Vegas. Call for pricing and availability.`,
  },
  missing: {
    title: (shop) => msg`Page not found | ${shop}`,
    description: msg`The page you are looking for does not exist or has moved.`,
  },
} satisfies Record<string, PageText>;

/** A JSON-LD element for a head: data, never run; every `<` escaped, so no text in it can end the element. */
export const jsonLdScript = (data: unknown) => ({
  type: 'application/ld+json',
  children: JSON.stringify(data).replace(/</g, '\\u003c'),
});
