import { createFileRoute } from '@tanstack/react-router';
import { DataProvider } from '../DataProvider.tsx';
import { AuthPage } from '../features/auth/AuthPage.tsx';

/**
 * `next`: where to go after signing in; only a path on this site, never another origin. An invalid
 * one is overwritten (not just left out), or the router would pass the raw value through.
 */
function validateSearch(search: Record<string, unknown>): { next?: string | undefined } {
  const next = search.next;
  return { next: typeof next === 'string' && /^\/(?!\/)/.test(next) ? next : undefined };
}

export const Route = createFileRoute('/auth')({
  staticData: { staff: true },
  validateSearch,
  component: () => (
    <DataProvider>
      <AuthPage />
    </DataProvider>
  ),
});
