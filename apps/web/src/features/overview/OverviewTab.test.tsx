import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc } from '../../test/fake-trpc.ts';
import { render } from '../../test/render.tsx';
import { OverviewTab } from './OverviewTab.tsx';

beforeEach(() => localStorage.setItem('auth_token', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

const manager = { id: 'm1', email: 'maria@desertgear.example', firstName: 'Maria', lastName: null, role: 'manager' };

/** The repair orders' figures: two cars in the shop, one estimate out, one authorisation this week. */
const repairs = () => ({
  inShop: [
    { status: 'awaiting-approval', count: 1 },
    { status: 'in-repair', count: 1 },
    { status: 'ready', count: 0 },
  ],
  awaitingAnswer: 1,
  authorisedThisWeek: '1845.60',
});

const figures = {
  partsSoldThisMonth: { count: 3, total: '1450.50' },
  messagesAwaitingReply: 4,
  upcomingAppointments: 7,
  sample: { revenue: 15420, customers: 328, rating: 4.9 },
};

/** What a figure's card reads, by its name. */
const card = (name: string) => screen.getByRole('article', { name }).textContent;

describe('the overview', () => {
  it('shows the real figures apart from the specification’s, which are labelled as samples', async () => {
    fakeTrpc({
      'overview.figures': () => figures,
      'overview.today': () => ({ todaysAppointments: 2, unreadMessages: 1 }),
      'repairOrders.overview': repairs,
      'auth.me': () => manager,
      'backups.health': () => ({
        lastGoodAt: null,
        lastFailedAt: new Date(),
        lastError: 'disk full',
        warning: 'failed',
      }),
    });
    render(<OverviewTab />);
    // Each card reads: what it counts, the figure, and the line under it. (A manager's cards show
    // once the backups' health is known: found again until then.)
    await waitFor(() => expect(card('Parts sold this month')).toBe('Parts sold this month3Total $1,450.50'));
    expect(card('Messages awaiting reply')).toBe('Messages awaiting reply4');
    expect(card('Upcoming appointments')).toBe('Upcoming appointments7');
    expect(card("Today's appointments")).toBe("Today's appointments2");
    // The cars in the shop by status (the empty ones left out), estimates out, work authorised.
    await waitFor(() => expect(card('Cars in the shop')).toBe('Cars in the shop2Awaiting approval: 1 · In repair: 1'));
    expect(card('Estimates awaiting an answer')).toBe('Estimates awaiting an answer1');
    expect(card('Authorised this week')).toBe('Authorised this week$1,845.60');

    expect(card('Monthly revenue (sample)')).toBe('Monthly revenue (sample)$15,420');
    expect(card('Total customers (sample)')).toBe('Total customers (sample)328');
    expect(card('Average rating (sample)')).toBe('Average rating (sample)4.9');
    const samples = screen.getByRole('region', { name: 'Sample figures' });
    expect(samples.textContent).toContain("Not the shop's data");
    const real = screen.getByRole('region', { name: 'The shop now' });
    expect(real.textContent).not.toContain('15,420');
    // A manager is told when backups need attention.
    expect((await screen.findByRole('alert')).textContent).toContain('The last backup failed: disk full');
  });

  it('says so in Spanish too, and tells when the real figures could not be read', async () => {
    fakeTrpc({
      'overview.figures': failing('internal-error'),
      'overview.today': () => ({ todaysAppointments: 0, unreadMessages: 0 }),
      'repairOrders.overview': repairs,
      'auth.me': () => manager,
      'backups.health': () => ({ lastGoodAt: new Date(), lastFailedAt: null, lastError: null, warning: null }),
    });
    render(<OverviewTab />, { language: 'es' });
    expect((await screen.findByRole('alert')).textContent).toBe('No se pudieron cargar algunas cifras.');
    // The real figures show a dash, not a number; the samples stay labelled as such.
    await waitFor(() => expect(card('Refacciones vendidas este mes')).toBe('Refacciones vendidas este mes—'));
    expect(screen.getByRole('region', { name: 'Cifras de ejemplo' }).textContent).toContain('No son datos del taller');
    await waitFor(() => expect(card('Autorizado esta semana')).toBe('Autorizado esta semana$1,845.60'));
  });
});
