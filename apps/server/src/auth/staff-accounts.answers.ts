import { pageOf, ROLES, TWO_FACTOR_POLICIES } from '@shop/contract';
import { z } from 'zod';
import { instant } from '../trpc/rest-door.ts';

/** What the staff accounts procedures answer. */

export const staffAccount = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(ROLES),
  isActive: z.boolean(),
  lastSignInAt: instant.nullable().meta({ description: 'Unknown (null) until the next sign-in' }),
  twoStep: z
    .boolean()
    .meta({ description: 'Whether the account has a second factor (an authenticator app or a passkey)' }),
  createdAt: instant,
});

export const staffAccountPage = pageOf(staffAccount);

const generatedPassword = z
  .string()
  .nullable()
  .meta({ description: 'The password the server made up, shown this once; null when the manager gave one' });

export const newStaffAccount = z.object({ user: staffAccount, generatedPassword });
export const changedStaffAccount = newStaffAccount.extend({ endedSessions: z.number().int() });
export const endedSessions = z.object({ endedSessions: z.number().int() });
export const twoFactorPolicy = z.object({ requiredFor: z.enum(TWO_FACTOR_POLICIES) });
