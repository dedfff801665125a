import {
  newStaffAccountSchema,
  staffAccountFilterSchema,
  staffAccountListSchema,
  staffAccountUpdateSchema,
  twoFactorPolicySchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { managerProcedure } from '../trpc/init.ts';
import { rowsOf } from '../trpc/rest-door.ts';
import {
  changedStaffAccount,
  endedSessions,
  newStaffAccount,
  staffAccount,
  staffAccountPage,
  twoFactorPolicy,
} from './staff-accounts.answers.ts';
import {
  addStaffAccount,
  currentTwoFactorPolicy,
  endAccountSessions,
  resetSecondFactors,
  setTwoFactorPolicy,
  staffAccountsPage,
  streamStaffAccounts,
  updateStaffAccount,
} from './staff-accounts.ts';

export const accountId = z.strictObject({ id: z.string().max(100).meta({ description: 'The account’s id (a UUID)' }) });

/** The Users screen: managers run the staff accounts, as `pnpm users` does. */
export const staffAccountsRouter = {
  /** One page (25 by default) of the accounts a search, role and active state pick, oldest first. */
  list: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/users',
        summary: 'The staff accounts',
        description:
          'Name, email, role, active or not, and the last sign-in of the accounts, oldest first; optionally those a ' +
          'search (`q`), one `role` or `active` picks. Without `limit` or `cursor`: every such account, as an array. ' +
          'With them: one page (`limit` rows, 25 by default) and the cursors of the pages either side.',
        tag: 'Management',
        answers: 'Every account asked for, or one page of them',
        wholeList: 'all',
      },
    })
    .input(staffAccountListSchema())
    .output(staffAccountPage)
    .query(({ ctx, input }) => staffAccountsPage(ctx.deps, input)),
  /** Every account the filter picks, as rows read from a database cursor (the REST whole list). */
  all: managerProcedure
    .input(staffAccountFilterSchema())
    .output(rowsOf(staffAccount))
    .query(({ ctx, input }) => streamStaffAccounts(ctx.deps, input)),
  /** Answers the first password when the server made it up: the only time it is shown. */
  create: managerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/users',
        status: 201,
        summary: 'Make a staff account',
        description: 'Without a password the server makes one up and answers it once. An email already used is a 409.',
        tag: 'Management',
        answers: 'The new account',
        errors: [409],
        example: { email: 'ana@desertgear.example', firstName: 'Ana', lastName: 'Diaz', role: 'supervisor' },
      },
    })
    .input(newStaffAccountSchema())
    .output(newStaffAccount)
    .mutation(({ ctx, input }) => addStaffAccount(ctx.deps, input)),
  update: managerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/users/:id',
        summary: 'Change a staff account',
        description:
          'Role, active or not, or a password reset (`resetPassword` alone makes one up and answers it once). ' +
          'Deactivating and a reset end the account’s sessions at once. Demoting or deactivating yourself or ' +
          'the last active manager is a 409.',
        tag: 'Management',
        answers: 'The account as saved',
        errors: [404, 409],
        example: { role: 'manager' },
        bodyAs: 'change',
      },
    })
    .input(accountId.extend({ change: staffAccountUpdateSchema() }))
    .output(changedStaffAccount)
    .mutation(({ ctx, input }) => updateStaffAccount(ctx.deps, input)),
  /** A lost phone or key: the account's app, recovery codes and passkeys go, and its sessions end. */
  resetSecondFactors: managerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/users/:id/reset-2fa',
        summary: 'Reset an account’s second factors',
        description: 'Removes its authenticator app, recovery codes and passkeys, and ends its sessions.',
        tag: 'Management',
        answers: 'How many sessions ended',
        errors: [404],
      },
    })
    .input(accountId)
    .output(endedSessions)
    .mutation(({ ctx, input }) => resetSecondFactors(ctx.deps, input)),
  endSessions: managerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/users/:id/sessions',
        summary: 'End every session of an account',
        tag: 'Management',
        answers: 'How many sessions ended',
        errors: [404],
      },
    })
    .input(accountId)
    .output(endedSessions)
    .mutation(({ ctx, input }) => endAccountSessions(ctx.deps, input)),
  /** Who must sign in with a second factor: nobody, managers or all staff. */
  twoFactorPolicy: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/two-factor-policy',
        summary: 'Who must sign in with a second factor',
        tag: 'Management',
        answers: 'The setting',
      },
    })
    .output(twoFactorPolicy)
    .query(({ ctx }) => currentTwoFactorPolicy(ctx.deps)),
  setTwoFactorPolicy: managerProcedure
    .meta({
      rest: {
        method: 'PUT',
        path: '/api/admin/two-factor-policy',
        summary: 'Set who must sign in with a second factor',
        description: 'Nobody, managers, or all staff. Those without a factor set one up at their next sign-in.',
        tag: 'Management',
        answers: 'The setting',
        example: { requiredFor: 'all-staff' },
      },
    })
    .input(twoFactorPolicySchema())
    .output(twoFactorPolicy)
    .mutation(({ ctx, input }) => setTwoFactorPolicy(ctx.deps, input)),
} satisfies TRPCRouterRecord;
