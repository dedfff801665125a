import { appointmentsRestRoutes } from './appointments/appointments.rest.ts';
import { auditRestRoutes } from './audit/audit.rest.ts';
import { accountRestRoutes } from './auth/account.rest.ts';
import { authRestRoutes } from './auth/auth.rest.ts';
import { staffAccountsRestRoutes } from './auth/staff-accounts.rest.ts';
import { backupsRestRoutes } from './backups/backups.rest.ts';
import { carouselRestRoutes } from './carousel/carousel.rest.ts';
import { contentRestRoutes } from './content/content.rest.ts';
import type { RestRoute } from './http/rest.ts';
import { messagesRestRoutes } from './messages/messages.rest.ts';
import { overviewRestRoutes } from './overview/overview.rest.ts';
import { categoriesRestRoutes } from './parts/categories.rest.ts';
import { partsRestRoutes } from './parts/parts.rest.ts';
import { reviewsRestRoutes } from './reviews/reviews.rest.ts';
import { servicesRestRoutes } from './services/services.rest.ts';
import { settingsRestRoutes } from './settings/settings.rest.ts';

/** The REST paths of the specification, each a thin adapter over one tRPC procedure. */
export const restRoutes: RestRoute[] = [
  ...authRestRoutes,
  ...accountRestRoutes,
  ...appointmentsRestRoutes,
  ...messagesRestRoutes,
  ...partsRestRoutes,
  ...carouselRestRoutes,
  ...settingsRestRoutes,
  ...servicesRestRoutes,
  ...staffAccountsRestRoutes,
  ...categoriesRestRoutes,
  ...contentRestRoutes,
  ...overviewRestRoutes,
  ...backupsRestRoutes,
  ...reviewsRestRoutes,
  ...auditRestRoutes,
];
