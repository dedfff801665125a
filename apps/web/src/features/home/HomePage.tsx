import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../trpc.ts';
import { usePageMeta } from '../seo/usePageMeta.ts';
import { useShopSettings } from '../settings/useShopSettings.ts';
import { Hero } from './Hero.tsx';
import { LocalBusinessData } from './LocalBusinessData.tsx';
import { LocationSection } from './LocationSection.tsx';
import { ServicesSection } from './ServicesSection.tsx';

/** Home: hero with the carousel, location and hours, then the six services. */
export function HomePage() {
  const { t } = useLingui();
  const slides = useQuery(trpc.carousel.list.queryOptions());
  const settings = useShopSettings();
  usePageMeta(
    (shop) => t`${shop} | Auto Repair in Las Vegas, NV`,
    t`Independent transmission and auto repair shop in Las Vegas with over 20 years of experience. Honest diagnostics, fair prices. Se habla español.`,
  );
  return (
    <>
      <Hero slides={slides.data} loading={slides.isPending} />
      <LocationSection settings={settings} />
      <ServicesSection />
      {settings && <LocalBusinessData settings={settings} />}
    </>
  );
}
