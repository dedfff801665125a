import { useLingui } from '@lingui/react/macro';
import type { Slide } from '../carousel/slides/HeroCarousel.tsx';
import { usePageMeta } from '../seo/usePageMeta.ts';
import { type OfferedService, ServicesSection } from '../services/ServicesSection.tsx';
import { useShopSettings } from '../settings/useShopSettings.ts';
import { Hero } from './Hero.tsx';
import { LocalBusinessData } from './LocalBusinessData.tsx';
import { LocationSection } from './LocationSection.tsx';

/**
 * Home: hero with the carousel, location and hours, then the services (`slides` and `services`
 * undefined while they load).
 */
export function HomePage({
  slides,
  services,
}: {
  slides: Slide[] | undefined;
  services: OfferedService[] | undefined;
}) {
  const { t } = useLingui();
  const settings = useShopSettings();
  usePageMeta(
    (shop) => t`${shop} | Auto Repair in Las Vegas, NV`,
    t`Independent transmission and auto repair shop in Las Vegas with over 20 years of experience. Honest diagnostics, fair prices. Se habla español.`,
  );
  return (
    <>
      <Hero slides={slides} loading={slides === undefined} />
      <LocationSection settings={settings} />
      <ServicesSection services={services} />
      {settings && <LocalBusinessData settings={settings} />}
    </>
  );
}
