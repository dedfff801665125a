import type { Language } from '@shop/contract';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage.tsx';
import type { localBusinessData } from '../../features/home/LocalBusinessData.tsx';
import { holdsCatalogue, i18n, loadCatalogue } from '../../features/i18n/i18n.ts';
import { jsonLdScript, PAGE_TEXTS, pageHead, shopSettingsOf } from '../../features/seo/page-heads.ts';

/**
 * The shop's details for search engines (JSON-LD): code only the home page needs, so its loader
 * fetches it beside the page's data instead of every page carrying it. Kept once loaded.
 */
let describeShop: typeof localBusinessData | undefined;

export const Route = createFileRoute('/_site/')({
  // The services come in the page's language: switching language loads them again.
  loaderDeps: () => ({ language: i18n.locale }),
  loader: async ({ context }) => {
    const [slides, services] = await Promise.all([
      // Without the carousel's images the home page shows its welcome message instead.
      context.publicData('carousel').catch(() => []),
      // Without the services the section keeps its title and text, and no cards.
      context.publicData('services').catch(() => []),
      import('../../features/home/LocalBusinessData.tsx').then((m) => {
        describeShop = m.localBusinessData;
      }),
      // The sections' words, in the home page's own catalogue.
      loadCatalogue('home'),
    ]);
    return { slides, services };
  },
  // The shop's details, describing this page in its language.
  head: (context) => {
    const settings = shopSettingsOf(context.matches);
    const { i18n: pageI18n, origin } = context.match.context;
    return {
      ...pageHead(PAGE_TEXTS.home)(context),
      scripts:
        settings && describeShop
          ? [
              jsonLdScript(
                describeShop(settings, origin, pageI18n.locale as Language, context.loaderData?.services ?? []),
              ),
            ]
          : [],
    };
  },
  component: function Home() {
    return <HomePage {...Route.useLoaderData()} />;
  },
  // The sections loading, once their words are here (nothing a moment longer on a first visit from another page).
  pendingComponent: () => (holdsCatalogue('home') ? <HomePage slides={undefined} services={undefined} /> : null),
});
