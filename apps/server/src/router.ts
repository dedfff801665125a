import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { routers } from './modules.ts';
import { createCallerFactory, router } from './trpc/init.ts';

/** Every tRPC procedure, by domain (modules.ts). The web app imports only the type of this. */
export const appRouter = router(routers);

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
