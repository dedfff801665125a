import { z } from 'zod';
import { ROLES } from './constants.ts';
import { inputObject, line, wrongOrMissing } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { pagingFields, searchField } from './paging.ts';
import { staffPasswordSchema } from './passwords.ts';

/** A new staff account from the Users screen. No password: the server makes one and shows it once. */
export const newStaffAccountSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    email: z.email(m.emailInvalid).max(255, m.tooLong),
    firstName: line(m, 100).optional(),
    lastName: line(m, 100).optional(),
    role: z.enum(ROLES, { error: wrongOrMissing(m) }),
    password: staffPasswordSchema(m).optional(),
  });
export type NewStaffAccountInput = z.input<ReturnType<typeof newStaffAccountSchema>>;

/**
 * A manager's change to an account: its role, active or not, a reset password. `resetPassword`
 * without `password` makes one up and answers it once; either ends the account's sessions.
 */
export const staffAccountUpdateSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    role: z.enum(ROLES, { error: m.invalidValue }).optional(),
    isActive: z.boolean({ error: m.invalidValue }).optional(),
    resetPassword: z.boolean({ error: m.invalidValue }).optional(),
    password: staffPasswordSchema(m).optional(),
  });
export type StaffAccountUpdate = z.output<ReturnType<typeof staffAccountUpdateSchema>>;

/** Yes or no in a list's filter: a boolean from tRPC, `true` or `false` in a REST query string. */
const yesOrNo = (m: ValidationMessages) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: m.invalidValue });

/** Which accounts the Users screen (and `GET /api/admin/users`) lists: a search, one role, active or not. */
export const staffAccountFilterSchema = (m: ValidationMessages = englishMessages) =>
  inputObject(m, {
    q: searchField(m).meta({ description: 'Part of an email, first or last name (case and accents ignored)' }),
    role: z.enum(ROLES, { error: m.invalidValue }).optional(),
    active: yesOrNo(m).optional().meta({ description: 'Only active (true) or inactive (false) accounts' }),
  });
export type StaffAccountFilter = z.input<ReturnType<typeof staffAccountFilterSchema>>;

/** The accounts' list query: the filter and one page's `limit` and `cursor`. */
export const staffAccountListSchema = (m: ValidationMessages = englishMessages) =>
  staffAccountFilterSchema(m).extend(pagingFields(m));
export type StaffAccountListInput = z.input<ReturnType<typeof staffAccountListSchema>>;
