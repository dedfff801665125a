import type { RestRoute } from '../http/rest.ts';

export const messagesRestRoutes: RestRoute[] = [
  {
    method: 'POST',
    url: '/api/contact',
    status: 201,
    handle: (caller, req) => caller.messages.send(req.body as never),
  },
  { method: 'GET', url: '/api/admin/contact-messages', handle: (caller) => caller.messages.list() },
  {
    method: 'DELETE',
    url: '/api/admin/contact-messages/:id',
    handle: (caller, req) => caller.messages.delete({ id: (req.params as { id: string }).id as unknown as number }),
  },
];
