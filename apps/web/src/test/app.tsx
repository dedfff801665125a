import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { routeTree } from '../routeTree.gen.ts';
import { render } from './render.tsx';

/**
 * Renders the real route tree at `path` (memory history) inside the app's providers: for screens
 * that navigate or read search parameters. Returns the router, to check where it went.
 */
export function renderAt(path: string, { language = 'en' }: { language?: 'en' | 'es' } = {}) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...render(<RouterProvider router={router} />, { language }), router };
}
