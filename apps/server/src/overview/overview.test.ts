import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('the dashboard overview figures', () => {
  let t: TestApp;
  beforeAll(async () => {
    // 11:30 PM on February 28th in Las Vegas, already March 1st in UTC.
    t = await createTestApp({ demo: false, infra: { now: () => new Date('2027-03-01T07:30:00Z') } });
    const sql = t.orm.em.getConnection();
    await sql.execute(
      `insert into "parts" ("name", "category", "price", "status", "sold_date", "sale_price") values
        ('Sold late Feb 28th', 'Engine', 100, 'sold', '2027-03-01T07:00:00Z', 1200.50),
        ('Sold Feb 10th', 'Engine', 100, 'sold', '2027-02-10T18:00:00Z', 99.50),
        ('Sold in January', 'Engine', 100, 'sold', '2027-01-31T12:00:00Z', 500),
        ('On offer', 'Engine', 100, 'available', null, null)`,
    );
    await sql.execute(
      `insert into "contact_messages" ("name", "email", "subject", "message", "status") values
        ('A', 'a@x.example', 'Quote please', 'How much for a rebuild?', 'unread'),
        ('B', 'b@x.example', 'Quote please', 'How much for a rebuild?', 'read'),
        ('C', 'c@x.example', 'Quote please', 'How much for a rebuild?', 'replied')`,
    );
    await sql.execute(
      `insert into "appointments" ("first_name", "last_name", "phone", "appointment_date", "status") values
        ('Up', 'Coming', '7025550100', '2027-03-02T17:00:00Z', 'pending'),
        ('Up', 'Confirmed', '7025550101', '2027-03-03T17:00:00Z', 'confirmed'),
        ('Was', 'Cancelled', '7025550102', '2027-03-03T18:00:00Z', 'cancelled'),
        ('Al', 'Ready', '7025550103', '2027-02-20T17:00:00Z', 'completed'),
        ('Long', 'Gone', '7025550104', '2027-02-27T17:00:00Z', 'pending')`,
    );
  });
  afterAll(() => t.close());

  it('counts this Las Vegas month’s sales and their total, messages awaiting a reply and upcoming appointments', async () => {
    const res = await t.app.inject({ url: '/api/admin/overview', headers: await bearerOf(t, 'supervisor') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      partsSoldThisMonth: { count: 2, total: '1300.00' },
      messagesAwaitingReply: 2,
      upcomingAppointments: 2,
      sample: { revenue: 15420, customers: 328, rating: 4.9 },
    });
  });
});

/** demo: false has no staff: a supervisor made for the test. */
async function bearerOf(t: TestApp, role: 'supervisor') {
  const { createStaffAccount } = await import('../auth/staff-accounts.ts');
  const { createSession } = await import('../auth/sessions.ts');
  const user = await createStaffAccount(t.deps(), { email: `${role}@shop.example`, password: 'long-enough-1', role });
  return { authorization: `Bearer ${await createSession(t.em(), user, 1)}` };
}
