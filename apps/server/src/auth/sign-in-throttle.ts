import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { takeAttempt } from '../rate-limits/attempts.ts';
import type { LimitName, RateLimits } from '../rate-limits/rate-limits.ts';
import { Refusal } from '../refusal.ts';

/**
 * Which counters one sign-in attempt is judged by (rate-limiter-flexible's login-protection
 * pattern, with OWASP's device cookies; ASVS 6.1.1, 6.3.1):
 *  - the address: failures in 15 minutes and in a day, whatever the account (spraying);
 *  - a browser with a valid device cookie for the account: its own consecutive failures, and
 *    nothing else. A stranger's failures, however many and from however many addresses, never
 *    touch it, so the owner's own browsers sign in at once;
 *  - any other browser: consecutive failures for the account from its address, and the
 *    account's failures from all such browsers (a stranger can spend this one, which then holds
 *    back only browsers that never signed in to the account).
 * Each attempt takes its point from every counter BEFORE the password is checked, in one atomic
 * step per counter (memory or Redis), so attempts sent together (in parallel, in one tRPC batch,
 * through several doors or app servers) can't check more passwords than the counts allow.
 */

const SIGN_IN_REFUSAL = 'Too many sign-in attempts. Please wait and try again.';

export interface SignInAttempt {
  email: string;
  ip: string;
  /** The device id of a valid device cookie for this email, if the browser sent one. */
  device: string | undefined;
}

/** What was taken for one attempt, to settle once the password is checked. */
export interface SignInTicket {
  settle(outcome: 'success' | 'failure'): Promise<void>;
}

/** The limit that refused an attempt, for the audit trail. */
export class SignInThrottled extends Refusal {
  readonly limit: LimitName;
  constructor(limit: LimitName, retryAfterSeconds: number) {
    super('rate-limited', SIGN_IN_REFUSAL, retryAfterSeconds);
    this.limit = limit;
  }
}

async function take(limits: RateLimits, name: LimitName, key: string): Promise<void> {
  try {
    await takeAttempt(limits[name], key, SIGN_IN_REFUSAL);
  } catch (error) {
    if (error instanceof Refusal && error.retryAfterSeconds !== undefined)
      throw new SignInThrottled(name, error.retryAfterSeconds);
    throw error;
  }
}

/**
 * Called by the sign-in before it checks the password: takes the attempt from each counter that
 * judges it, or throws SignInThrottled (429, with Retry-After). The address goes first, so
 * attempts refused for it don't spend the account's allowance too.
 */
export async function beforeSignInAttempt(limits: RateLimits, attempt: SignInAttempt): Promise<SignInTicket> {
  const { email, ip, device } = attempt;
  const pairKey = `${email}\n${ip}`;
  await take(limits, 'signInPerIp', ip);
  await take(limits, 'signInPerIpPerDay', ip);
  if (device) await take(limits, 'signInPerDevice', device);
  else {
    await take(limits, 'signInPerEmailAndIp', pairKey);
    await take(limits, 'signInPerEmail', email);
  }
  const giveBack = (limiter: RateLimiterAbstract, key: string) => limiter.reward(key, 1);
  return {
    async settle(outcome) {
      if (outcome === 'failure') return;
      // A success gives back its own point on the shared counters (not more: that would forgive
      // wrong passwords sent alongside it), and starts the consecutive counts again.
      await Promise.all([
        giveBack(limits.signInPerIp, ip),
        giveBack(limits.signInPerIpPerDay, ip),
        device ? limits.signInPerDevice.delete(device) : limits.signInPerEmailAndIp.delete(pairKey),
        device ? undefined : giveBack(limits.signInPerEmail, email),
      ]);
    },
  };
}
