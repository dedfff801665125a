import { PASSWORD_RULES, type PasswordProblem } from '@shop/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The server's word on a new staff password (ASVS 6.2.1-6.2.12): long enough, not too long, not
 * one of the most common passwords, and not made of the shop's or the person's own words. No rule
 * about kinds of characters. Everywhere a password is set (the Users screen, `pnpm users`, one's
 * own change) asks here; the refusal is a message key the screens translate.
 */

/** The ~49,000 most common passwords zxcvbn-ts ships, lowercased, read once. */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** Letters and digits only, lowercased, accents off: "Desért-Gear!" -> "desertgear". */
const squash = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The words of the shop's name, the person's names and email, 3 letters or more. */
function ownWords(context: PasswordContext): string[] {
  const texts = [context.shopName, ...(context.names ?? []), context.email ?? ''];
  const words = texts.flatMap((t) => (t ?? '').split(/[^\p{L}\p{N}]+/u)).map(squash);
  // The whole name and the email's local part as one word too ("desertgear", "ana.diaz").
  const wholes = texts.map((t) => squash((t ?? '').split('@')[0] ?? ''));
  return [...new Set([...words, ...wholes])].filter((w) => w.length >= 3).sort((a, b) => b.length - a.length);
}

export interface PasswordContext {
  shopName?: string | null;
  /** The staff member's first and last name. */
  names?: (string | null | undefined)[];
  email?: string | null;
}

/**
 * Why `password` can't be used, or null when it can. A password counts as made of own words when
 * what is left after taking those words out is under 4 letters or digits that aren't all digits
 * (so "DesertGear2026!" and "ana.diaz.1990" are refused, "gear box in the desert sun" is not).
 */
export function passwordProblem(password: string, context: PasswordContext = {}): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_RULES.min) return 'passwordMin8';
  if (length > PASSWORD_RULES.max) return 'passwordMax128';
  const squashed = squash(password);
  const lowered = password.toLowerCase();
  if (commonPasswords().has(lowered) || commonPasswords().has(squashed)) return 'passwordTooCommon';
  // A common password with digits or marks around it ("Password123!").
  const core = lowered.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (core.length >= 4 && commonPasswords().has(core) && squash(core).length >= squashed.length - 4)
    return 'passwordTooCommon';
  let rest = squashed;
  for (const word of ownWords(context)) rest = rest.split(word).join('');
  if (rest !== squashed && rest.replace(/\p{N}/gu, '').length < 4) return 'passwordOwnWords';
  return null;
}
