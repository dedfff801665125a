import type { DomainModule } from '../domain-module.ts';
import { sharedPageData } from '../http/page-render.ts';
import { carouselRead } from './carousel.reads.ts';
import { carouselRouter } from './carousel.router.ts';
import { CarouselImage } from './carousel-image.entity.ts';

/** The home page's slides and the managers' images. */
export const carouselModule = {
  routers: { carousel: carouselRouter },
  entities: [CarouselImage],
  reads: [carouselRead],
  pages: {
    carousel: sharedPageData((reads, { language }) => reads.get(carouselRead, language)),
  },
} satisfies DomainModule;
