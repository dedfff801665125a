import type { DomainModule } from '../domain-module.ts';
import { privatePageData } from '../http/page-render.ts';
import { Appointment } from './appointment.entity.ts';
import { appointmentsRouter } from './appointments.router.ts';
import { reminderRound } from './reminders.ts';
import { slotsRead } from './slots.reads.ts';

/** Booking, the staff's appointments, a customer's manage link, and the reminders. */
export const appointmentsModule = {
  routers: { appointments: appointmentsRouter },
  entities: [Appointment],
  reads: [slotsRead],
  pages: {
    /** A customer's own appointment, by the token of its manage link. */
    manage: privatePageData(appointmentsRouter.manage, ({ token }) => ({ token: token ?? '' })),
  },
  jobs: [reminderRound],
} satisfies DomainModule;
