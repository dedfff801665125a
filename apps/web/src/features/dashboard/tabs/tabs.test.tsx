import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failing, fakeTrpc, pending } from '../../../test/fake-trpc.ts';
import { render } from '../../../test/render.tsx';
import { CarouselTab } from '../../carousel/admin/CarouselTab.tsx';
import { PartsTab } from '../../parts/inventory/PartsTab.tsx';
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

const part = (id: number, fields: Record<string, unknown>) => ({
  id,
  name: `Part ${id}`,
  description: null,
  category: 'Brakes',
  price: '100.00',
  imageUrl: null,
  partNumber: null,
  brand: null,
  condition: 'used',
  status: 'available',
  soldDate: null,
  salePrice: null,
  soldTo: null,
  soldNotes: null,
  isActive: true,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  updatedAt: new Date('2026-11-01T10:00:00Z'),
  ...fields,
});

const INVENTORY = [
  part(1, { name: 'Brake Rotor', brand: 'Bosch', category: 'Brakes' }),
  part(2, {
    name: 'Torque Converter',
    category: 'Transmissions',
    status: 'sold',
    salePrice: '450.00',
    soldTo: 'Ray Ortiz',
    soldNotes: 'Paid cash',
    soldDate: new Date('2026-11-20T18:00:00Z'),
  }),
  part(3, { name: 'Alternator', category: 'Electrical', status: 'reserved', description: 'Remanufactured unit' }),
];

beforeEach(() => {
  localStorage.setItem('auth_token', 'test-token');
  toasts.showErrorToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the parts inventory tab', () => {
  it('counts, searches and filters the parts, and offers Mark Sold only for available ones', async () => {
    fakeTrpc({ 'parts.inventory': () => INVENTORY });
    render(<PartsTab />);
    expect(await screen.findByText('3 of 3 parts')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Mark Sold/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mark Sold: Brake Rotor',
    ]);
    const sold = screen.getByRole('article', { name: 'Torque Converter' });
    expect(sold.textContent).toContain('Sold for $450.00 to Ray Ortiz');
    expect(sold.textContent).toContain('Paid cash');
    expect(sold.textContent).toContain('Nov 20, 2026');

    fireEvent.change(screen.getByLabelText('Search inventory'), { target: { value: 'reman' } });
    expect(screen.getByText('1 of 3 parts')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Alternator' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search inventory'), { target: { value: 'bosch' } });
    expect(screen.getByRole('article', { name: 'Brake Rotor' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Search inventory'), { target: { value: '' } });

    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'sold' } });
    expect(screen.getByText('1 of 3 parts')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Brakes' } });
    expect(screen.getByText('0 of 3 parts')).toBeTruthy();
    expect(screen.getByText('No Parts Found')).toBeTruthy();
  });

  it('shows 6 skeletons while loading, and No Parts in Inventory when there are none', async () => {
    fakeTrpc({ 'parts.inventory': pending });
    const { unmount } = render(<PartsTab />);
    expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(6);
    unmount();
    fakeTrpc({ 'parts.inventory': () => [] });
    render(<PartsTab />);
    expect(await screen.findByText('No Parts in Inventory')).toBeTruthy();
  });

  it('adds a part with the condition used by default, and the dialog starts empty the next time', async () => {
    const fake = fakeTrpc({ 'parts.inventory': () => INVENTORY, 'parts.create': () => part(9, {}) });
    render(<PartsTab />);
    await screen.findByText('3 of 3 parts');
    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Category is required')).toBeTruthy();
    expect(within(dialog).getByText('Price is required')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Flex Plate' } });
    fireEvent.change(within(dialog).getByLabelText(/^Category/), { target: { value: 'Transmissions' } });
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '75' } });
    expect((within(dialog).getByLabelText('Condition') as HTMLSelectElement).value).toBe('used');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path === 'parts.create')).toBe(true));
    expect(fake.calls.find((c) => c.path === 'parts.create')?.input).toMatchObject({
      name: 'Flex Plate',
      category: 'Transmissions',
      price: '75.00',
      condition: 'used',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    const again = await screen.findByRole('dialog');
    expect((within(again).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
  });

  it('shows the error toasts of the specification when the server refuses', async () => {
    fakeTrpc({
      'parts.inventory': () => INVENTORY,
      'parts.markSold': failing('CONFLICT', 409),
      'parts.delete': failing('INTERNAL_SERVER_ERROR', 500),
    });
    render(<PartsTab />);
    await screen.findByText('3 of 3 parts');
    fireEvent.click(screen.getByRole('button', { name: 'Mark Sold: Brake Rotor' }));
    const sale = await screen.findByRole('dialog');
    fireEvent.click(within(sale).getByRole('button', { name: 'Mark as sold' }));
    expect(await within(sale).findByText('Sale price is required')).toBeTruthy();
    expect(within(sale).getByText('Buyer information is required')).toBeTruthy();
    fireEvent.change(within(sale).getByLabelText(/^Sale price/), { target: { value: '90' } });
    fireEvent.change(within(sale).getByLabelText(/^Sold to/), { target: { value: 'Ana' } });
    fireEvent.click(within(sale).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(toasts.showErrorToast).toHaveBeenCalledWith('Error marking part as sold'));

    fireEvent.click(screen.getByRole('button', { name: 'Delete: Alternator' }));
    await waitFor(() =>
      expect(screen.getAllByRole('dialog').at(-1)?.textContent).toContain('Are you sure you want to delete this part?'),
    );
    fireEvent.click(
      within(screen.getAllByRole('dialog').at(-1) as HTMLElement).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(toasts.showErrorToast).toHaveBeenCalledWith('Error deleting part'));
  });

  it('speaks Spanish, with money and dates as Las Vegas writes them', async () => {
    fakeTrpc({ 'parts.inventory': () => INVENTORY });
    render(<PartsTab />, { language: 'es' });
    expect(await screen.findByText('3 de 3 refacciones')).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Torque Converter' }).textContent).toContain('$450.00');
    fireEvent.click(screen.getByRole('button', { name: 'Agregar refacción' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar refacción' }));
    expect(await within(dialog).findByText('El nombre es obligatorio')).toBeTruthy();
  });
});

describe('the carousel tab', () => {
  const image = (id: number, order: number, isActive = true) => ({
    id,
    title: `Banner ${id}`,
    description: null,
    imageUrl: `/demo/banner-${id}.webp`,
    altText: `Banner ${id} picture`,
    isActive,
    order,
    createdAt: new Date(),
    updatedAt: new Date(),
  });

  it('lists images in order with move, visibility, edit and delete, and the smaller file for thumbnails', async () => {
    const fake = fakeTrpc({
      'carousel.adminList': () => [image(4, 1), image(7, 2, false)],
      'carousel.move': () => [],
      'carousel.list': () => [],
      'carousel.update': failing('INTERNAL_SERVER_ERROR', 500),
    });
    render(<CarouselTab />);
    await screen.findByRole('article', { name: 'Banner 4' });
    expect((screen.getByRole('button', { name: 'Move Banner 4 up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Banner 7 down' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Show Banner 7' })).toBeTruthy();
    expect(screen.getByAltText('Banner 4 picture').getAttribute('srcset')).toBe(
      '/demo/banner-4-800.webp 800w, /demo/banner-4.webp 1600w',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Move Banner 7 up' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'carousel.move')?.input).toEqual({ id: 7, direction: 'up' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Hide Banner 4' }));
    await waitFor(() => expect(toasts.showErrorToast).toHaveBeenCalledWith('Failed to update carousel image.'));
  });

  it('shows 3 skeletons while loading, and an empty state that opens the Add New Image dialog', async () => {
    fakeTrpc({ 'carousel.adminList': pending });
    const { unmount } = render(<CarouselTab />);
    expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(3);
    unmount();
    fakeTrpc({ 'carousel.adminList': () => [] });
    render(<CarouselTab />);
    expect(await screen.findByText('No Carousel Images')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add Your First Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Image' });
    expect(within(dialog).getByRole('tab', { name: 'Upload Image' })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Use URL' })).toBeTruthy();
    expect((within(dialog).getByRole('switch', { name: 'Show on the home page' }) as HTMLInputElement).checked).toBe(
      true,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Image' }));
    expect(await within(dialog).findByText('Title must be at least 2 characters')).toBeTruthy();
    expect(within(dialog).getByText('Please provide an image URL or upload an image')).toBeTruthy();
    expect(within(dialog).getByText('Alt text must be at least 5 characters')).toBeTruthy();
  });
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
