import type { Language } from '@shop/contract';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage.tsx';
import { localBusinessData } from '../../features/home/LocalBusinessData.tsx';
import { i18n } from '../../features/i18n/i18n.ts';
import { jsonLdScript, PAGE_TEXTS, pageHead, shopSettingsOf } from '../../features/seo/page-heads.ts';

export const Route = createFileRoute('/_site/')({
  // The services come in the page's language: switching language loads them again.
  loaderDeps: () => ({ language: i18n.locale }),
  loader: async ({ context }) => {
    const [slides, services] = await Promise.all([
      // Without the carousel's images the home page shows its welcome message instead.
      context.publicData('carousel').catch(() => []),
      // Without the services the section keeps its title and text, and no cards.
      context.publicData('services').catch(() => []),
    ]);
    return { slides, services };
  },
  // The shop's details for search engines (JSON-LD), describing this page in its language.
  head: (context) => {
    const settings = shopSettingsOf(context.matches);
    const { i18n: pageI18n, origin } = context.match.context;
    return {
      ...pageHead(PAGE_TEXTS.home)(context),
      scripts: settings
        ? [
            jsonLdScript(
              localBusinessData(settings, origin, pageI18n.locale as Language, context.loaderData?.services ?? []),
            ),
          ]
        : [],
    };
  },
  component: () => <HomePage {...Route.useLoaderData()} />,
  pendingComponent: () => <HomePage slides={undefined} services={undefined} />,
});
