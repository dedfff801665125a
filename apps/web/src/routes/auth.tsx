import { createFileRoute } from '@tanstack/react-router';
import { AuthPage } from '../features/auth/AuthPage.tsx';

/** `next`: where to go after signing in; only a path on this site, never another origin. */
function validateSearch(search: Record<string, unknown>): { next?: string } {
  const next = search.next;
  // An explicit undefined: an absent key would let the router keep the raw value.
  return { next: typeof next === 'string' && /^\/(?!\/)/.test(next) ? next : undefined };
}

export const Route = createFileRoute('/auth')({ validateSearch, component: AuthPage });
