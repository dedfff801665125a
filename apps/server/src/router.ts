import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { settingsRouter } from './settings/settings.router.ts';
import { createCallerFactory, router } from './trpc/init.ts';

/** Every tRPC procedure, by domain. The web app imports only the type of this. */
export const appRouter = router({
  settings: settingsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
