import {
  newStaffAccountSchema,
  staffAccountFilterSchema,
  staffAccountListSchema,
  staffAccountUpdateSchema,
  twoFactorPolicySchema,
} from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import { mapPage } from '../db/paging.ts';
import { managerProcedure } from '../trpc/init.ts';
import {
  changeFromUpdate,
  changeStaffAccount,
  createStaffAccount,
  endAccountSessions,
  generatePassword,
  resetSecondFactors,
  staffAccountsPage,
  streamStaffAccounts,
} from './staff-accounts.ts';
import { readTwoFactorPolicy, saveTwoFactorPolicy } from './two-factor-policy.ts';
import type { User } from './user.entity.ts';

/** An account as the Users screen lists it: never its password. */
export function staffAccountView(u: User) {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName ?? null,
    lastName: u.lastName ?? null,
    role: u.role,
    isActive: u.isActive,
    lastSignInAt: u.lastSignInAt ?? null,
    twoStep: u.twoStep ?? false,
    createdAt: u.createdAt,
  };
}
export type StaffAccountView = ReturnType<typeof staffAccountView>;

export const accountId = z.strictObject({ id: z.string().max(100).meta({ description: 'The account’s id (a UUID)' }) });

/** The Users screen: managers run the staff accounts, as `pnpm users` does. */
export const staffAccountsRouter = {
  /** One page (25 by default) of the accounts a search, role and active state pick, oldest first. */
  list: managerProcedure
    .input(staffAccountListSchema())
    .query(async ({ ctx, input }) => mapPage(await staffAccountsPage(ctx.em, input), staffAccountView)),
  /** Every account the filter picks, as rows read from a database cursor (the REST whole list). */
  all: managerProcedure.input(staffAccountFilterSchema()).query(async function* ({ ctx, input }) {
    for await (const user of streamStaffAccounts(ctx.em, input)) yield staffAccountView(user);
  }),
  /** Answers the first password when the server made it up: the only time it is shown. */
  create: managerProcedure.input(newStaffAccountSchema()).mutation(async ({ ctx, input }) => {
    const generatedPassword = input.password ? null : generatePassword();
    const user = await createStaffAccount(
      ctx.em,
      { ...input, password: input.password ?? generatedPassword ?? '' },
      { chosen: Boolean(input.password), audit: auditByCaller(ctx) },
    );
    return { user: staffAccountView(user), generatedPassword };
  }),
  update: managerProcedure
    .input(accountId.extend({ change: staffAccountUpdateSchema() }))
    .mutation(async ({ ctx, input }) => {
      const { user, generatedPassword, endedSessions } = await changeStaffAccount(
        ctx.em,
        { id: input.id },
        { ...changeFromUpdate(input.change), audit: auditByCaller(ctx) },
        ctx.user,
      );
      return { user: staffAccountView(user), generatedPassword, endedSessions };
    }),
  /** A lost phone or key: the account's app, recovery codes and passkeys go, and its sessions end. */
  resetSecondFactors: managerProcedure
    .input(accountId)
    .mutation(({ ctx, input }) => resetSecondFactors(ctx.em, { id: input.id }, auditByCaller(ctx))),
  endSessions: managerProcedure
    .input(accountId)
    .mutation(({ ctx, input }) => endAccountSessions(ctx.em, input.id, auditByCaller(ctx))),
  /** Who must sign in with a second factor: nobody, managers or all staff. */
  twoFactorPolicy: managerProcedure.query(async ({ ctx }) => ({ requiredFor: await readTwoFactorPolicy(ctx.em) })),
  setTwoFactorPolicy: managerProcedure.input(twoFactorPolicySchema()).mutation(async ({ ctx, input }) => {
    const requiredFor = await saveTwoFactorPolicy(ctx.em, input.requiredFor);
    await recordAuditEvent(ctx.em, auditByCaller(ctx), {
      action: 'two-factor-policy-changed',
      target: { kind: 'setting', label: requiredFor },
    });
    return { requiredFor };
  }),
} satisfies TRPCRouterRecord;
