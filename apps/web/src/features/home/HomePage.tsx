import type { Slide } from '../carousel/slides/HeroCarousel.tsx';
import { type OfferedService, ServicesSection } from '../services/ServicesSection.tsx';
import { useShopSettings } from '../settings/useShopSettings.ts';
import { Hero } from './Hero.tsx';
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
  const settings = useShopSettings();
  return (
    <>
      <Hero slides={slides} loading={slides === undefined} />
      <LocationSection settings={settings} />
      <ServicesSection services={services} />
    </>
  );
}
