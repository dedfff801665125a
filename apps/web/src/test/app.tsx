import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { loadPublicData } from '../public-data.ts';
import { createAppRouter } from '../router.tsx';
import { render } from './render.tsx';

/**
 * Renders the real route tree at `path` (memory history) inside the app's providers: for screens
 * that navigate or read search parameters. Returns the router, to check where it went.
 */
export function renderAt(path: string, { language = 'en' }: { language?: 'en' | 'es' } = {}) {
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [path] }),
    publicData: loadPublicData,
    origin: window.location.origin,
  });
  return { ...render(<RouterProvider router={router} />, { language }), router };
}
