import { safeNext } from '@shop/contract';
import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage.tsx';
import { loadCatalogue } from '../features/i18n/i18n.ts';

/**
 * `next`: where to go after signing in (`safeNext` of the contract, as the server's redirect). An invalid
 * one is overwritten (not just left out), or the router would pass the raw value through.
 */
function validateSearch(search: Record<string, unknown>): { next?: string | undefined } {
  return { next: safeNext(search.next) };
}

export const Route = createFileRoute('/auth')({
  staticData: { staff: true, serverRenders: true },
  validateSearch,
  loader: () => loadCatalogue('signin'),
  component: AuthPage,
});
