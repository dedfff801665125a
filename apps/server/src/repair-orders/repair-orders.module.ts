import type { DomainModule } from '../domain-module.ts';
import { privatePageData } from '../http/page-render.ts';
import { estimateReminderRound } from './estimate-reminders.ts';
import { RepairOrder, RepairOrderLine, RepairOrderPhoto } from './repair-order.entity.ts';
import { repairOrdersRouter } from './repair-orders.router.ts';

/** Repair orders: check-in to pickup, the estimates the customer approves from a link, the board. */
export const repairOrdersModule = {
  routers: { repairOrders: repairOrdersRouter },
  entities: [RepairOrder, RepairOrderLine, RepairOrderPhoto],
  pages: {
    /** A customer's estimate, by the token of its private link. */
    repairEstimate: privatePageData(repairOrdersRouter.estimate, ({ token }) => ({ token: token ?? '' })),
  },
  jobs: [estimateReminderRound],
} satisfies DomainModule;
