import { LIMITS } from './constants.ts';
import { password } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';

/**
 * The staff password rule (ASVS 6.2): at least 8 characters, 15 or more recommended (the meter
 * says so), at most 128, any characters but control ones, no rule about which kinds. What the
 * server adds on top (the most common passwords, the shop's and the person's own words) needs the
 * server's list: see `passwordProblem` in apps/server/src/auth/password-policy.ts.
 */
export const PASSWORD_RULES = { min: LIMITS.registrationPasswordMin, recommended: 15, max: 128 } as const;

/** A password someone sets for a staff account, wherever it is set. */
export const staffPasswordSchema = (m: ValidationMessages = englishMessages) =>
  password(m, PASSWORD_RULES.min, m.passwordMin8).max(PASSWORD_RULES.max, m.passwordMax128);

/** Why the server refuses a password that passes the schema: each is a message key. */
export const PASSWORD_PROBLEMS = ['passwordMin8', 'passwordMax128', 'passwordTooCommon', 'passwordOwnWords'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];
