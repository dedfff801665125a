/**
 * Who may call what. Every tRPC procedure and every REST path has a row; the authorization test
 * calls each as anonymous, user, supervisor and manager and expects 401/403 below the minimum.
 *
 * `input` is a valid input for the call where one is needed, so an allowed caller gets past
 * validation (a 404 for a missing id still counts as "allowed").
 */
export type Minimum = 'public' | 'authed' | 'staff' | 'manager';

export interface ProcedureRow {
  minimum: Minimum;
  input?: unknown;
}

export interface RestRow {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  minimum: Minimum;
  body?: unknown;
}

const signIn = { email: 'user@desertgear.example', password: 'user-demo-2026' };

export const procedures: Record<string, ProcedureRow> = {
  'settings.public': { minimum: 'public' },
  'auth.login': { minimum: 'public', input: signIn },
  'auth.register': { minimum: 'public' },
  'auth.logout': { minimum: 'authed' },
  'auth.me': { minimum: 'authed' },
  'appointments.list': { minimum: 'staff' },
  'appointments.overview': { minimum: 'staff' },
  'messages.list': { minimum: 'staff' },
  'messages.send': { minimum: 'public' },
  'parts.list': { minimum: 'public' },
  'carousel.list': { minimum: 'public' },
  'messages.delete': { minimum: 'manager', input: { id: 999999 } },
};

export const restPaths: RestRow[] = [
  { method: 'GET', url: '/api/settings', minimum: 'public' },
  { method: 'POST', url: '/api/auth/login', minimum: 'public', body: signIn },
  { method: 'POST', url: '/api/auth/register', minimum: 'public' },
  { method: 'GET', url: '/api/auth/user', minimum: 'authed' },
  { method: 'POST', url: '/api/auth/logout', minimum: 'authed' },
  { method: 'GET', url: '/api/login', minimum: 'public' },
  { method: 'POST', url: '/api/login', minimum: 'public', body: signIn },
  { method: 'GET', url: '/api/admin/appointments', minimum: 'staff' },
  { method: 'GET', url: '/api/parts', minimum: 'public' },
  { method: 'GET', url: '/api/carousel-images', minimum: 'public' },
  { method: 'POST', url: '/api/contact', minimum: 'public' },
  { method: 'GET', url: '/api/admin/contact-messages', minimum: 'staff' },
  { method: 'DELETE', url: '/api/admin/contact-messages/:id', minimum: 'manager' },
];
