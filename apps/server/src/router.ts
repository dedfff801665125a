import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { appointmentsRouter } from './appointments/appointments.router.ts';
import { auditRouter } from './audit/audit.router.ts';
import { accountRouter } from './auth/account.router.ts';
import { authRouter } from './auth/auth.router.ts';
import { staffAccountsRouter } from './auth/staff-accounts.router.ts';
import { backupsRouter } from './backups/backups.router.ts';
import { carouselRouter } from './carousel/carousel.router.ts';
import { contentRouter } from './content/content.router.ts';
import { messagesRouter } from './messages/messages.router.ts';
import { overviewRouter } from './overview/overview.router.ts';
import { categoriesRouter } from './parts/categories.router.ts';
import { partsRouter } from './parts/parts.router.ts';
import { reviewsRouter } from './reviews/reviews.router.ts';
import { servicesRouter } from './services/services.router.ts';
import { settingsRouter } from './settings/settings.router.ts';
import { createCallerFactory, router } from './trpc/init.ts';

/** Every tRPC procedure, by domain. The web app imports only the type of this. */
export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  parts: partsRouter,
  carousel: carouselRouter,
  messages: messagesRouter,
  appointments: appointmentsRouter,
  settings: settingsRouter,
  services: servicesRouter,
  staffAccounts: staffAccountsRouter,
  categories: categoriesRouter,
  content: contentRouter,
  overview: overviewRouter,
  backups: backupsRouter,
  reviews: reviewsRouter,
  audit: auditRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export const createCaller = createCallerFactory(appRouter);
