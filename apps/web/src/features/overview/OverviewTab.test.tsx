import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc } from '../../test/fake-trpc.ts';
import { render } from '../../test/render.tsx';
import { OverviewTab } from './OverviewTab.tsx';

beforeEach(() => localStorage.setItem('auth_token', 'test-token'));
afterEach(() => vi.unstubAllGlobals());

const manager = { id: 'm1', email: 'maria@desertgear.example', firstName: 'Maria', lastName: null, role: 'manager' };

const figures = {
  partsSoldThisMonth: { count: 3, total: '1450.50' },
  messagesAwaitingReply: 4,
  upcomingAppointments: 7,
  sample: { revenue: 15420, customers: 328, rating: 4.9 },
};

describe('the overview', () => {
  it('shows the real figures apart from the specification’s, which are labelled as samples', async () => {
    fakeTrpc({
      'overview.figures': () => figures,
      'appointments.overview': () => ({ todaysAppointments: 2, unreadMessages: 1 }),
      'auth.me': () => manager,
      'backups.health': () => ({
        lastGoodAt: null,
        lastFailedAt: new Date(),
        lastError: 'disk full',
        warning: 'failed',
      }),
    });
    render(<OverviewTab />);
    const sold = await screen.findByRole('article', { name: 'Parts sold this month' });
    expect(await within(sold).findByText('3')).toBeTruthy();
    expect(sold.textContent).toContain('Total $1,450.50');
    expect(screen.getByRole('article', { name: 'Messages awaiting reply' }).textContent).toContain('4');
    expect(screen.getByRole('article', { name: 'Upcoming appointments' }).textContent).toContain('7');
    expect(screen.getByRole('article', { name: "Today's appointments" }).textContent).toContain('2');

    const samples = screen.getByRole('region', { name: 'Sample figures' });
    expect(within(samples).getByText('$15,420')).toBeTruthy();
    expect(within(samples).getByText('328')).toBeTruthy();
    expect(within(samples).getByText('4.9')).toBeTruthy();
    const real = screen.getByRole('region', { name: 'The shop now' });
    expect(real.textContent).not.toContain('15,420');
    // A manager is told when backups need attention.
    expect((await screen.findByRole('alert')).textContent).toContain('The last backup failed: disk full');
  });

  it('says so in Spanish too, and tells when the real figures could not be read', async () => {
    fakeTrpc({
      'overview.figures': failing('internal-error'),
      'appointments.overview': () => ({ todaysAppointments: 0, unreadMessages: 0 }),
      'auth.me': () => manager,
      'backups.health': () => ({ lastGoodAt: new Date(), lastFailedAt: null, lastError: null, warning: null }),
    });
    render(<OverviewTab />, { language: 'es' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cifras de ejemplo' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Refacciones vendidas este mes' }).textContent).toContain('—');
  });
});
