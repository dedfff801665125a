import { confirmedEmail } from '../src/appointments/emails/confirmed.ts';

/** Most an email's HTML may take to lay out, once the renderer is loaded. */
const BUDGET_MS = 20;
const EMAILS = 200;

/**
 * What laying out an email costs the worker that sends it: the first one (React and React Email
 * loaded with it) and then each, on a Spanish confirmation with its invitation, the longest of
 * the customers' emails.
 */
export async function measureEmailRender(): Promise<{ rows: string[][]; failed: boolean }> {
  const shop = {
    shopName: 'Desert Gear Transmission & Auto Repair',
    phone: '(702) 555-0100',
    email: 'service@desertgear.example',
    streetAddress: '4120 W Sahara Ave',
    city: 'Las Vegas',
    region: 'NV',
    postalCode: '89102',
  };
  const at = new Date('2027-03-15T17:30:00Z');
  const mail = confirmedEmail(
    {
      id: 42,
      firstName: 'Lucía',
      lastName: 'Ramírez',
      email: 'lucia@example.com',
      phone: '(702) 555-0177',
      appointmentDate: at,
      serviceName: 'Reparación de transmisión',
      serviceNameEn: 'Transmission repair',
      vehicle: '2015 Nissan Altima',
      notes: null,
      language: 'es',
      manageUrl: `https://shop.example/es/appointments/manage/${'x'.repeat(43)}`,
    },
    shop,
    { rescheduled: false, sequence: 1 },
  );
  if (!mail.content) throw new Error('the confirmation has no content to lay out');
  const loadStarted = performance.now();
  const { emailHtml } = await import('../src/mail/email-html.ts');
  const html = await emailHtml(mail.content);
  const firstMs = performance.now() - loadStarted;
  const started = performance.now();
  for (let i = 0; i < EMAILS; i++) await emailHtml(mail.content);
  const eachMs = (performance.now() - started) / EMAILS;
  const ok = eachMs < BUDGET_MS;
  return {
    failed: !ok,
    rows: [
      ['email HTML, first (renderer loads)', `${firstMs.toFixed(0)} ms`, '', ''],
      [
        `email HTML, each of ${EMAILS} (${(html.length / 1024).toFixed(1)} KB)`,
        `${eachMs.toFixed(1)} ms`,
        `< ${BUDGET_MS} ms`,
        ok ? 'PASS' : 'FAIL',
      ],
    ],
  };
}
