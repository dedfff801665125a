import type { RestRoute } from '../http/rest.ts';

const id = (params: unknown) => (params as { id: string }).id as unknown as number;

export const partsRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/parts', cacheKey: 'parts:public', handle: (caller) => caller.parts.list() },
  { method: 'GET', url: '/api/admin/parts', handle: (caller) => caller.parts.inventory() },
  {
    method: 'POST',
    url: '/api/admin/parts',
    status: 201,
    handle: (caller, req) => caller.parts.create(req.body as never),
  },
  {
    method: 'PATCH',
    url: '/api/admin/parts/:id',
    handle: (caller, req) => caller.parts.update({ id: id(req.params), part: req.body as never }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/parts/:id',
    handle: (caller, req) => caller.parts.delete({ id: id(req.params) }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/parts/:id/sold',
    handle: (caller, req) => caller.parts.markSold({ id: id(req.params), sale: req.body as never }),
  },
];
