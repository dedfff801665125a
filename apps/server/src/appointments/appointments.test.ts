import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { ContactMessage } from '../messages/contact-message.entity.ts';
import { Appointment } from './appointment.entity.ts';

describe('appointments and messages for staff', () => {
  let t: TestApp;
  let supervisor: Record<string, string>;
  let manager: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    supervisor = await t.bearer('supervisor');
    manager = await t.bearer('manager');
  });
  afterAll(() => t.close());

  it('lists every appointment upcoming first, then past latest first, with the service name or none for Service TBD', async () => {
    const res = await t.app.inject({ url: '/api/admin/appointments?scope=all', headers: supervisor });
    expect(res.statusCode).toBe(200);
    const rows = res.json() as { appointmentDate: string; serviceName: string | null; lastName: string }[];
    expect(rows).toHaveLength(4);
    const now = Date.now();
    const dates = rows.map((r) => Date.parse(r.appointmentDate));
    const upcoming = dates.filter((d) => d >= now);
    const past = dates.filter((d) => d < now);
    expect(dates).toEqual([...upcoming.sort((a, b) => a - b), ...past.sort((a, b) => b - a)]);
    expect(rows.at(-1)?.lastName).toBe('Vega');
    expect(rows.find((r) => r.lastName === 'Shah')?.serviceName).toBeNull();
    expect(rows.find((r) => r.lastName === 'Torres')?.serviceName).toBe('Transmission Repair & Rebuild');
  });

  it("counts today's appointments in Las Vegas time and the unread messages", async () => {
    const em = t.em();
    const before = (await t.app.inject({ url: '/trpc/overview.today', headers: supervisor })).json().result.data.json;
    expect(before).toEqual({ todaysAppointments: 2, unreadMessages: 1 });
    em.create(ContactMessage, {
      name: 'New',
      email: 'n@example.com',
      subject: 'Hello there',
      message: 'A new question for the shop',
    });
    // Yesterday in Las Vegas does not count, nor does a cancelled one today.
    em.create(Appointment, {
      firstName: 'Called',
      lastName: 'Off',
      email: 'c@example.com',
      phone: '7025550000',
      appointmentDate: new Date(),
      status: 'cancelled',
    });
    em.create(Appointment, {
      firstName: 'Old',
      lastName: 'Visit',
      email: 'o@example.com',
      phone: '7025550000',
      appointmentDate: new Date(Date.now() - 36 * 3_600_000),
    });
    await em.flush();
    const after = (await t.app.inject({ url: '/trpc/overview.today', headers: supervisor })).json().result.data.json;
    expect(after).toEqual({ todaysAppointments: 2, unreadMessages: 2 });
  });

  it('lets a manager delete a message, answers 404 for a missing one, and refuses a supervisor', async () => {
    const [message] = (await t.app.inject({ url: '/api/admin/contact-messages', headers: supervisor })).json();
    const bySupervisor = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/contact-messages/${message.id}`,
      headers: supervisor,
    });
    expect(bySupervisor.statusCode).toBe(403);
    const byManager = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/contact-messages/${message.id}`,
      headers: manager,
    });
    expect(byManager.statusCode).toBe(200);
    expect(await t.em().count(ContactMessage, { id: message.id })).toBe(0);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/contact-messages/${message.id}`,
      headers: manager,
    });
    expect(again.statusCode).toBe(404);
    const bad = await t.app.inject({ method: 'DELETE', url: '/api/admin/contact-messages/abc', headers: manager });
    expect(bad.statusCode).toBe(400);
  });
});
