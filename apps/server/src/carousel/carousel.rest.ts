import type { RestRoute } from '../http/rest.ts';

const id = (params: unknown) => (params as { id: string }).id as unknown as number;

export const carouselRestRoutes: RestRoute[] = [
  {
    method: 'GET',
    url: '/api/carousel-images',
    cacheKey: 'carousel:public',
    handle: (caller) => caller.carousel.list(),
  },
  { method: 'GET', url: '/api/admin/carousel-images', handle: (caller) => caller.carousel.adminList() },
  {
    method: 'POST',
    url: '/api/admin/carousel-images',
    status: 201,
    handle: (caller, req) => caller.carousel.create(req.body as never),
  },
  {
    method: 'PATCH',
    url: '/api/admin/carousel-images/:id',
    handle: (caller, req) => caller.carousel.update({ id: id(req.params), image: req.body as never }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/carousel-images/:id',
    handle: (caller, req) => caller.carousel.delete({ id: id(req.params) }),
  },
  { method: 'POST', url: '/api/objects/upload', handle: (caller) => caller.carousel.createUploadUrl() },
  {
    method: 'PUT',
    url: '/api/carousel-images/upload',
    handle: (caller, req) => caller.carousel.registerUpload(req.body as never),
  },
];
