import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import { type AppointmentDetails, describeWhen, openOnDashboard, type ShopDesk } from './appointment-details.ts';

/** To the front desk, in English: a customer cancelled or moved their visit from their link. */
export function customerChangeNoticeEmail(
  a: AppointmentDetails,
  desk: ShopDesk,
  change: { cancelled: true; reason: string | null } | { cancelled: false; from: Date },
): Mail {
  const who = `${a.firstName} ${a.lastName}`;
  const what = change.cancelled
    ? `${who} cancelled their appointment on ${describeWhen(a.appointmentDate, 'en')}.`
    : `${who} moved their appointment.`;
  const facts = change.cancelled
    ? [{ label: 'Reason', value: change.reason ?? 'not given' }]
    : [
        { label: 'From', value: describeWhen(change.from, 'en') },
        { label: 'To', value: describeWhen(a.appointmentDate, 'en') },
      ];
  return shopEmail(
    {
      to: desk.to,
      ...(a.email ? { replyTo: a.email } : {}),
      subject: `${change.cancelled ? 'Appointment cancelled' : 'Appointment moved'} by the customer: ${who}`,
    },
    {
      language: 'en',
      from: { name: desk.shopName },
      preview: what,
      blocks: [
        { kind: 'text', text: what },
        {
          kind: 'facts',
          rows: [
            ...facts,
            { label: 'Service', value: a.serviceNameEn ?? 'Service TBD' },
            { label: 'Phone', value: a.phone },
          ],
        },
        openOnDashboard(a, desk, `Appointment #${a.id}: its history is on the dashboard.`),
      ],
      signed: false,
    },
  );
}
