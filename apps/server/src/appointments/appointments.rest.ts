import type { RestRoute } from '../http/rest.ts';

export const appointmentsRestRoutes: RestRoute[] = [
  { method: 'GET', url: '/api/admin/appointments', handle: (caller) => caller.appointments.list() },
];
