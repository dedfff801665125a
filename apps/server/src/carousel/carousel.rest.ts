import type { RestRoute } from '../http/rest.ts';

export const carouselRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/carousel-images',
    cacheKey: 'carousel:public',
    handle: (caller) => caller.carousel.list(),
  },
];
