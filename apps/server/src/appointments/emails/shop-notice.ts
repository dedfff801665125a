import type { Mail } from '../../mail/mailer.ts';
import { type AppointmentDetails, describeWhen } from './appointment-details.ts';

/** To the front desk, in English: a new request waits for confirmation. */
export function shopNoticeEmail(a: AppointmentDetails, to: string): Mail {
  return {
    to,
    ...(a.email ? { replyTo: a.email } : {}),
    subject: `Appointment request: ${a.firstName} ${a.lastName}, ${describeWhen(a.appointmentDate, 'en')}`,
    text: [
      `${a.firstName} ${a.lastName} asks for ${describeWhen(a.appointmentDate, 'en')}.`,
      `Service: ${a.serviceNameEn ?? 'Service TBD'}`,
      `Vehicle: ${a.vehicle ?? 'not given'}`,
      `Phone: ${a.phone}`,
      `Email: ${a.email ?? 'not given'}`,
      `Language: ${a.language === 'es' ? 'Spanish' : 'English'}`,
      ...(a.notes ? [`Notes: ${a.notes}`] : []),
      '',
      `Appointment #${a.id}: confirm it in the dashboard.`,
    ].join('\n'),
  };
}
