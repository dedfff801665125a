import type { RestRoute } from '../http/rest.ts';

export const partsRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/parts', cacheKey: 'parts:public', handle: (caller) => caller.parts.list() },
];
