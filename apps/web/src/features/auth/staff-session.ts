import { ROLES, type Role } from '@shop/contract';
import { type ParsedLocation, redirect } from '@tanstack/react-router';
import { clearToken, readToken } from '../../auth-token.ts';
import { queryClient, trpc } from '../../trpc.ts';
import { refusalReason } from '../dashboard-kit/server-issues.ts';
import type { CurrentUser } from './session.ts';

/** Who the staff screens are for: a signed-in account, a session that may only set up a second factor, or nobody. */
type StaffSession = { user: CurrentUser } | { enrolmentRequired: true } | { signedOut: true };

/** What the gate reads of each route of the address: the role it `needs`, if any. */
export interface StaffGateMatch {
  staticData?: { needs?: Role };
}

/**
 * The dashboard's gate, for the address about to open (its routes' `matches`): who must sign in
 * first, and which role a screen needs when the visitor's is lower (`refused`: the dashboard then
 * says so in place of the screen, which never opens). The dashboard route's `beforeLoad` calls it
 * through the router's context, which fetches this module when a staff screen is first opened: the
 * route tree every page carries holds only the call. The server refuses the screens' data on its
 * own; this keeps a visitor from a screen they can't use.
 */
export type StaffGate = (location: ParsedLocation, matches: StaffGateMatch[]) => Promise<{ refused?: Role }>;

/**
 * Asks the server who the stored token belongs to, once per visit: the answer is the query cache's
 * `auth.me`, which the screens read too (useCurrentUser). A token the server does not answer for
 * is dropped, as useCurrentUser drops it on any failed `auth.me`.
 */
async function readStaffSession(): Promise<StaffSession> {
  if (readToken() === null) return { signedOut: true };
  try {
    const user = await queryClient.ensureQueryData(trpc.auth.me.queryOptions());
    return user ? { user } : { signedOut: true };
  } catch (error) {
    if (refusalReason(error) === 'two-factor-enrolment-required') return { enrolmentRequired: true };
    clearToken();
    return { signedOut: true };
  }
}

/** The StaffGate: nobody signed in goes to the sign-in page, which brings them back here afterwards. */
export const enterDashboard: StaffGate = async (location, matches) => {
  const staff = await readStaffSession();
  if ('signedOut' in staff) throw redirect({ to: '/auth', search: { next: location.href } });
  const rank = (role: Role | undefined) => (role ? ROLES.indexOf(role) : -1);
  const highest = matches
    .map((match) => match.staticData?.needs)
    .reduce<Role | undefined>((most, role) => (rank(role) > rank(most) ? role : most), undefined);
  // A session that may only set up a second factor sees nothing else (the enrolment screen).
  return highest && 'user' in staff && rank(staff.user.role) < rank(highest) ? { refused: highest } : {};
};
