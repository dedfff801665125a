import type { DomainModule } from '../domain-module.ts';
import { accountRouter } from './account.router.ts';
import { authRouter } from './auth.router.ts';
import { Session } from './session.entity.ts';
import { staffAccountsRouter } from './staff-accounts.router.ts';
import { User } from './user.entity.ts';

/** Signing in, sessions and second factors, one's own account, and the staff accounts. */
export const authModule = {
  routers: { auth: authRouter, account: accountRouter, staffAccounts: staffAccountsRouter },
  entities: [User, Session],
} satisfies DomainModule;
