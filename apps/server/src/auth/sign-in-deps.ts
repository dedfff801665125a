import type { Deps } from '../trpc/deps.ts';
import type { CookieJar } from './device-cookies.ts';

/** What signing in needs besides the deps: the browser's cookies, and their secret. */
export interface SignInDeps extends Deps {
  cookies: CookieJar;
  /** The device-cookie secret (device-cookies.ts). */
  deviceSecret: () => Promise<Buffer>;
}
