import {
  asksForPage,
  newStaffAccountSchema,
  ROLES,
  staffAccountListSchema,
  staffAccountUpdateSchema,
} from '@shop/contract';
import { z } from 'zod';
import { listOrPage } from '../http/page-answer.ts';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { accountId } from './staff-accounts.router.ts';

const staffAccount = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  lastSignInAt: z.iso.datetime().nullable().meta({ description: 'Unknown (null) until the next sign-in' }),
  createdAt: z.iso.datetime(),
});

const generatedPassword = z
  .string()
  .nullable()
  .meta({ description: 'The password the server made up, shown this once; null when the manager gave one' });

export const staffAccountsRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: '/api/admin/users',
    summary: 'The staff accounts',
    description:
      'Name, email, role, active or not, and the last sign-in of the accounts, oldest first; optionally those a ' +
      'search (`q`), one `role` or `active` picks. Without `limit` or `cursor`: every such account, as an array. ' +
      'With them: one page (`limit` rows, 25 by default) and the cursors of the pages either side.',
    tag: 'Management',
    procedure: ['staffAccounts.list', 'staffAccounts.all'],
    query: staffAccountListSchema(),
    answer: { description: 'Every account asked for, or one page of them', schema: listOrPage(staffAccount) },
    handle: (caller, { query }) => {
      const { limit, cursor, ...filter } = query;
      return asksForPage(query) ? caller.staffAccounts.list(query) : caller.staffAccounts.all(filter);
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/users',
    summary: 'Make a staff account',
    description: 'Without a password the server makes one up and answers it once. An email already used is a 409.',
    tag: 'Management',
    procedure: 'staffAccounts.create',
    body: newStaffAccountSchema(),
    example: { email: 'ana@desertgear.example', firstName: 'Ana', lastName: 'Diaz', role: 'supervisor' },
    answer: {
      status: 201,
      description: 'The new account',
      schema: z.object({ user: staffAccount, generatedPassword }),
    },
    errors: [409],
    handle: (caller, { body }) => caller.staffAccounts.create(body),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/users/:id',
    summary: 'Change a staff account',
    description:
      'Role, active or not, or a password reset (`resetPassword` alone makes one up and answers it once). ' +
      'Deactivating and a reset end the account’s sessions at once. Demoting or deactivating yourself or ' +
      'the last active manager is a 409.',
    tag: 'Management',
    procedure: 'staffAccounts.update',
    params: accountId,
    body: staffAccountUpdateSchema(),
    example: { role: 'manager' },
    answer: {
      description: 'The account as saved',
      schema: z.object({ user: staffAccount, generatedPassword, endedSessions: z.number().int() }),
    },
    errors: [404, 409],
    handle: (caller, { params, body }) => caller.staffAccounts.update({ id: params.id, change: body }),
  }),
];
