import type { Mail } from '../../mail/mailer.ts';
import { shopEmail } from '../../mail/shop-email.ts';
import { type AppointmentDetails, describeWhen, openOnDashboard, type ShopDesk } from './appointment-details.ts';

/** To the front desk, in English: a new request waits for confirmation, one click from it. */
export function shopNoticeEmail(a: AppointmentDetails, desk: ShopDesk): Mail {
  const asks = `${a.firstName} ${a.lastName} asks for ${describeWhen(a.appointmentDate, 'en')}.`;
  return shopEmail(
    {
      to: desk.to,
      ...(a.email ? { replyTo: a.email } : {}),
      subject: `Appointment request: ${a.firstName} ${a.lastName}, ${describeWhen(a.appointmentDate, 'en')}`,
    },
    {
      language: 'en',
      from: { name: desk.shopName },
      preview: asks,
      blocks: [
        { kind: 'text', text: asks },
        {
          kind: 'facts',
          rows: [
            { label: 'Service', value: a.serviceNameEn ?? 'Service TBD' },
            { label: 'Vehicle', value: a.vehicle ?? 'not given' },
            { label: 'Phone', value: a.phone },
            { label: 'Email', value: a.email ?? 'not given' },
            { label: 'Language', value: a.language === 'es' ? 'Spanish' : 'English' },
            ...(a.notes ? [{ label: 'Notes', value: a.notes }] : []),
          ],
        },
        openOnDashboard(a, desk, `Appointment #${a.id}: confirm it in the dashboard.`),
      ],
      signed: false,
    },
  );
}
