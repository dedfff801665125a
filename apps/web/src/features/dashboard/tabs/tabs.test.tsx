import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc } from '../../../test/fake-trpc.ts';
import { render } from '../../../test/render.tsx';
import { AppointmentsTab } from './AppointmentsTab.tsx';
import { ManagementTab } from './ManagementTab.tsx';
import { MessagesTab } from './MessagesTab.tsx';
import { OverviewTab } from './OverviewTab.tsx';

const toasts = vi.hoisted(() => ({ showErrorToast: vi.fn(), showToast: vi.fn(), onToasterWanted: vi.fn() }));
vi.mock('../../toast/toast.ts', () => toasts);

const user = (role: 'supervisor' | 'manager') => ({
  id: `${role}-id`,
  email: `${role}@example.com`,
  firstName: role,
  lastName: null,
  role,
});

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  toasts.showErrorToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the messages tab', () => {
  const MESSAGES = [
    {
      id: 5,
      name: 'Maria Lopez',
      email: 'maria@example.com',
      phone: '7025550101',
      subject: '',
      message: 'My transmission slips when cold.',
      status: 'replied',
      createdAt: new Date('2026-11-21T16:30:00Z'),
    },
  ];

  it('gives a supervisor no delete button', async () => {
    fakeTrpc({ 'auth.me': () => user('supervisor'), 'messages.list': () => MESSAGES });
    render(<MessagesTab />);
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(card.textContent).toContain('General Inquiry');
    expect(card.textContent).toContain('Replied');
    expect(card.textContent).toContain('Nov 21, 2026, 8:30 AM'); // Las Vegas time
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('lets a manager delete after confirming, with the toast of the specification when it fails', async () => {
    fakeTrpc({
      'auth.me': () => user('manager'),
      'messages.list': () => MESSAGES,
      'messages.delete': failing('INTERNAL_SERVER_ERROR', 500),
    });
    render(<MessagesTab />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Maria Lopez' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this message? This action cannot be undone.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith('Failed to delete message', 'Please try again.'),
    );
  });
});

describe('the appointments, overview and management tabs', () => {
  const appointment = (
    id: number,
    firstName: string,
    lastName: string,
    status: string,
    serviceName: string | null,
  ) => ({
    id,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}@example.com`,
    phone: '7025550100',
    appointmentDate: new Date(`2026-11-2${id}T17:00:00Z`),
    serviceName,
    status,
    notes: null,
  });

  it('lists appointments with Service TBD and the status colours', async () => {
    fakeTrpc({
      'appointments.list': () => [
        appointment(1, 'Ana', 'Ruiz', 'completed', null),
        appointment(2, 'Bo', 'Chen', 'confirmed', 'Brake Service'),
        appointment(3, 'Cy', 'Dee', 'pending', null),
      ],
    });
    render(<AppointmentsTab />);
    const ana = await screen.findByRole('article', { name: 'Ana Ruiz' });
    expect(ana.textContent).toContain('Service TBD');
    expect(screen.getByRole('article', { name: 'Bo Chen' }).textContent).toContain('Brake Service');
    const colour = (name: string) =>
      within(screen.getByRole('article', { name }))
        .getByText(/Completed|Confirmed|Pending/)
        .closest('.mantine-Badge-root')
        ?.getAttribute('style');
    expect(colour('Ana Ruiz')).toContain('#166534'); // a green dark enough for white text
    expect(colour('Bo Chen')).toContain('blue');
    expect(colour('Cy Dee')).toContain('yellow');
  });

  it('shows the counted and the fixed overview figures', async () => {
    fakeTrpc({ 'appointments.overview': () => ({ todaysAppointments: 2, unreadMessages: 3 }) });
    render(<OverviewTab />);
    expect(await screen.findByText('2')).toBeTruthy();
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByText('$15,420')).toBeTruthy();
    expect(screen.getByText('328')).toBeTruthy();
    expect(screen.getByText('4.9')).toBeTruthy();
  });

  it('shows the four management cards, in Spanish too', () => {
    render(<ManagementTab />, { language: 'es' });
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Administrar servicios',
      'Administrar usuarios',
      'Administrar contenido',
      'Configuración',
    ]);
  });
});
