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

export const procedures: Record<string, ProcedureRow> = {
  'settings.public': { minimum: 'public' },
};

export const restPaths: RestRow[] = [{ method: 'GET', url: '/api/settings', minimum: 'public' }];
