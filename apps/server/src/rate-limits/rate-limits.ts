import { type RateLimiterAbstract, RateLimiterMemory } from 'rate-limiter-flexible';

/**
 * Every limit the shop sets, by name: `points` attempts per `duration` seconds, counted per key
 * (an email or an address). Numbers that guard the same door are read together here.
 */
export const RATE_LIMITS = {
  /**
   * Sign-in (see auth/sign-in-throttle.ts, rate-limiter-flexible's login-protection pattern).
   * Consecutive failures for one account from one address; a success starts the count again.
   */
  signInPerEmailAndIp: { points: 5, duration: 15 * 60 },
  /**
   * Failures for one account from browsers that never signed in to it (no device cookie), from
   * anywhere: guessing one password from many addresses. Strangers can spend it; the owner's own
   * browsers don't need it.
   */
  signInPerEmail: { points: 20, duration: 60 * 60 },
  /** Failures from one browser that signed in to the account before: a slowdown, only its own. */
  signInPerDevice: { points: 10, duration: 5 * 60 },
  /** Failed sign-ins from one address, whatever the account: spraying many. */
  signInPerIp: { points: 20, duration: 15 * 60 },
  /** ... and over a day, so a slow spray from one address stops too. */
  signInPerIpPerDay: { points: 100, duration: 24 * 60 * 60 },
  /** Wrong second-factor codes (or passkeys) for one account, after its right password, over every ticket (each takes 5). */
  secondFactorPerAccount: { points: 10, duration: 15 * 60 },
  /** Wrong passwords given to re-authenticate, per account: a session left open can't guess on. */
  reauthenticatePerAccount: { points: 5, duration: 15 * 60 },
  /** Accounts one address may register (when registration is on): each costs a password hash. */
  register: { points: 10, duration: 60 * 60 },
  /** Contact messages from one sender's email. */
  contactPerEmail: { points: 5, duration: 10 * 60 },
  /** Contact messages from one address: higher, as a shop, office or phone network shares one. */
  contactPerIp: { points: 20, duration: 10 * 60 },
  /** Appointment requests for one phone number or email: one customer rarely needs more. */
  bookingPerContact: { points: 5, duration: 10 * 60 },
  /** Appointment requests from one address: higher, for the same reason as contact messages. */
  bookingPerIp: { points: 20, duration: 10 * 60 },
  /**
   * Looks at and changes through customers' private links (the manage and review pages and their
   * REST paths) from one address: plenty for a household, far too few to try tokens.
   */
  customerLinkPerIp: { points: 30, duration: 10 * 60 },
  /** Reviews and opt-outs sent from one address (each customer sends one review). */
  reviewPerIp: { points: 10, duration: 10 * 60 },
} as const satisfies Record<string, { points: number; duration: number }>;

export type LimitName = keyof typeof RATE_LIMITS;

/** The part of the server's logger the limits report Redis trouble to. */
export interface LimiterLog {
  warn(details: object, message: string): void;
  info(message: string): void;
}

/** One counter per limit, built once at start (infra.ts) and shared by every request. */
export type RateLimits = Readonly<Record<LimitName, RateLimiterAbstract>> & {
  /** Where to report trouble with a shared store (the server's logger). */
  useLogger(log: LimiterLog): void;
  /**
   * Settles once the first connection to a shared store succeeded or failed, so the server starts
   * counting where it should from its first request. At once in memory.
   */
  ready(): Promise<void>;
  /** Lets go of a shared store's connection when the server stops. */
  close(): Promise<void>;
};

/** The store key of each limit, apart from the others. */
export const keyPrefix = (name: LimitName): string => `limit:${name}`;

export function eachLimit(build: (name: LimitName) => RateLimiterAbstract): Record<LimitName, RateLimiterAbstract> {
  const names = Object.keys(RATE_LIMITS) as LimitName[];
  return Object.fromEntries(names.map((name) => [name, build(name)])) as Record<LimitName, RateLimiterAbstract>;
}

/** Counters in this server's memory: right for one app server. */
export function memoryRateLimits(): RateLimits {
  return {
    ...eachLimit((name) => new RateLimiterMemory({ ...RATE_LIMITS[name], keyPrefix: keyPrefix(name) })),
    useLogger: () => {},
    ready: async () => {},
    close: async () => {},
  };
}
