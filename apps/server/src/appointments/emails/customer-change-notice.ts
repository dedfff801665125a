import type { Mail } from '../../mail/mailer.ts';
import { type AppointmentDetails, describeWhen } from './appointment-details.ts';

/** To the front desk, in English: a customer cancelled or moved their visit from their link. */
export function customerChangeNoticeEmail(
  a: AppointmentDetails,
  to: string,
  change: { cancelled: true; reason: string | null } | { cancelled: false; from: Date },
): Mail {
  const who = `${a.firstName} ${a.lastName}`;
  const lines = change.cancelled
    ? [
        `${who} cancelled their appointment on ${describeWhen(a.appointmentDate, 'en')}.`,
        `Reason: ${change.reason ?? 'not given'}`,
      ]
    : [
        `${who} moved their appointment.`,
        `From: ${describeWhen(change.from, 'en')}`,
        `To: ${describeWhen(a.appointmentDate, 'en')}`,
      ];
  return {
    to,
    ...(a.email ? { replyTo: a.email } : {}),
    subject: `${change.cancelled ? 'Appointment cancelled' : 'Appointment moved'} by the customer: ${who}`,
    text: [
      ...lines,
      `Service: ${a.serviceNameEn ?? 'Service TBD'}`,
      `Phone: ${a.phone}`,
      '',
      `Appointment #${a.id}: its history is on the dashboard.`,
    ].join('\n'),
  };
}
