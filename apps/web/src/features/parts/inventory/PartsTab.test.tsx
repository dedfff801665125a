import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeStaffServer, openDashboardAt } from '../../../test/app.tsx';
import { failing, pending } from '../../../test/fake-trpc.ts';
import { fieldError } from '../../../test/field-error.ts';
import { queryClient } from '../../../trpc.ts';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  clearToasts: vi.fn(),
  showToast: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('../../toast/toast.ts', () => toasts);

const part = (id: number, fields: Record<string, unknown>) => ({
  id,
  name: `Part ${id}`,
  description: null,
  descriptionEs: null,
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

/**
 * The server's `parts.inventory` as the screen meets it: filtered, searched and paged (newest, the
 * highest id, first), with the total and the count per status under the other filters.
 */
function inventoryServer(parts: ReturnType<typeof part>[]) {
  return (input: unknown) => {
    const { q, status, category, limit = 25, cursor } = input as Record<string, string | number | undefined>;
    const plain = (text: unknown) =>
      String(text ?? '')
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
    const others = [...parts]
      .sort((a, b) => b.id - a.id)
      .filter((p) => !category || p.category === category)
      .filter((p) => !q || plain([p.name, p.description, p.brand, p.partNumber].join(' ')).includes(plain(q)));
    const matching = others.filter((p) => !status || p.status === status);
    const start = cursor ? Number(String(cursor).slice(1)) : 0;
    const items = matching.slice(start, start + Number(limit));
    return {
      items,
      total: matching.length,
      nextCursor: start + items.length < matching.length ? `n${start + items.length}` : null,
      previousCursor: start > 0 ? `n${Math.max(0, start - Number(limit))}` : null,
      statusCounts: Object.fromEntries(
        ['available', 'sold', 'reserved'].map((s) => [s, others.filter((p) => p.status === s).length]),
      ),
    };
  };
}
const inventory = inventoryServer(INVENTORY);

beforeEach(() => {
  for (const toast of Object.values(toasts)) toast.mockClear();
});

/** The managed list, as the server names it. */
const CATEGORIES = [
  { id: 1, name: 'Brakes', nameEs: 'Frenos' },
  { id: 2, name: 'Electrical', nameEs: 'Sistema eléctrico' },
  { id: 3, name: 'Transmissions', nameEs: 'Transmisiones' },
];
const categories = () => CATEGORIES;
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The parts the list shows, by name, in their order. */
const shownParts = () =>
  [...document.querySelectorAll('[data-list="inventory"] [data-row]')].map((row) => row.getAttribute('aria-label'));

/** What a field's description and error say (its aria-describedby), as a screen reader reads them out. */
const described = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('the parts inventory tab', () => {
  it('asks the server for the search, category and status, and shows what it answers', async () => {
    const fake = fakeStaffServer({ 'parts.inventory': inventory, 'categories.list': categories });
    openDashboardAt('/dashboard/parts');
    await screen.findByText('3 parts');
    expect(shownParts()).toHaveLength(3);
    expect(screen.getAllByRole('button', { name: /^Mark Sold/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Mark Sold: Brake Rotor',
    ]);
    const sold = screen.getByRole('article', { name: 'Torque Converter' });
    expect(sold.textContent).toContain('Sold for $450.00 to Ray Ortiz');
    expect(sold.textContent).toContain('Paid cash');
    expect(sold.textContent).toContain('Nov 20, 2026');
    const asked = () => fake.calls.filter((c) => c.path === 'parts.inventory').map((c) => c.input);
    expect(asked()).toEqual([{ limit: 25 }]);

    // Typing goes to the server once it pauses, not on every key.
    fireEvent.change(screen.getByLabelText(/^Search inventory/), { target: { value: 'rem' } });
    fireEvent.change(screen.getByLabelText(/^Search inventory/), { target: { value: 'reman ' } });
    await screen.findByText('1 part');
    expect(shownParts()).toEqual(['Alternator']);
    expect(asked()).toEqual([{ limit: 25 }, { q: 'reman', limit: 25 }]);
    fireEvent.change(screen.getByLabelText(/^Search inventory/), { target: { value: '' } });
    await screen.findByText('3 parts');

    // Each status names how many parts it holds.
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => o.text)).toEqual([
      'All statuses',
      'Available (1)',
      'Sold (1)',
      'Reserved (1)',
    ]);
    fireEvent.change(status, { target: { value: 'sold' } });
    await screen.findByText('1 part');
    expect(shownParts()).toEqual(['Torque Converter']);
    expect(asked().at(-1)).toEqual({ status: 'sold', limit: 25 });
    // The category filter offers the managed list, not only the categories the page's parts have.
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    await waitFor(() => expect(category.options).toHaveLength(4));
    fireEvent.change(category, { target: { value: 'Brakes' } });
    await screen.findByText('No Parts Found');
    expect(asked().at(-1)).toEqual({ category: 'Brakes', status: 'sold', limit: 25 });
    expect(document.querySelector('[data-list="inventory"]')).toBeNull();
  });

  it('shows one page of 25 parts, and the next and previous pages from the server', async () => {
    const many = Array.from({ length: 30 }, (_, i) => part(i + 1, {}));
    const fake = fakeStaffServer({
      'parts.inventory': inventoryServer(many),
      'categories.list': categories,
      'parts.setStatus': (input) => part(5, input as Record<string, unknown>),
    });
    openDashboardAt('/dashboard/parts');
    await screen.findByText('30 parts');
    const rows = () => [...document.querySelectorAll('[data-list="inventory"] [data-row]')];
    expect(rows()).toHaveLength(25);
    expect(rows()[0]?.getAttribute('aria-label')).toBe('Part 30');
    const pager = screen.getByRole('navigation', { name: 'Inventory pages' });
    expect(pager.textContent).toContain('1–25 of 30');
    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(rows().map((r) => r.getAttribute('aria-label'))).toEqual(['Part 5', 'Part 4', 'Part 3', 'Part 2', 'Part 1']);
    expect(screen.getByRole('navigation', { name: 'Inventory pages' }).textContent).toContain('26–30 of 30');
    const asked = () => fake.calls.filter((c) => c.path === 'parts.inventory').map((c) => c.input);
    expect(asked().at(-1)).toEqual({ limit: 25, cursor: 'n25' });

    // A change reloads the page shown, not the first one.
    const before = asked().length;
    fireEvent.click(screen.getByRole('button', { name: 'Reserve: Part 5' }));
    await waitFor(() => expect(asked().length).toBe(before + 1));
    expect(asked().at(-1)).toEqual({ limit: 25, cursor: 'n25' });

    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(rows()).toHaveLength(25));
    expect(screen.getByRole('navigation', { name: 'Inventory pages' }).textContent).toContain('1–25 of 30');
  });

  it('shows 6 skeletons while loading, and No Parts in Inventory when there are none', async () => {
    fakeStaffServer({ 'parts.inventory': pending, 'categories.list': categories });
    const { unmount } = openDashboardAt('/dashboard/parts');
    await waitFor(() => expect(document.querySelectorAll('.mantine-Skeleton-root')).toHaveLength(6));
    unmount();
    queryClient.clear();
    fakeStaffServer({ 'parts.inventory': inventoryServer([]), 'categories.list': categories });
    openDashboardAt('/dashboard/parts');
    await screen.findByText('No Parts in Inventory');
    expect(shownParts()).toEqual([]);
    expect(screen.queryByRole('navigation', { name: 'Inventory pages' })).toBeNull();
  });

  it('adds a part with the condition used by default, and the dialog starts empty the next time', async () => {
    const fake = fakeStaffServer({
      'parts.inventory': inventory,
      'categories.list': categories,
      'parts.create': () => part(9, {}),
    });
    openDashboardAt('/dashboard/parts');
    await screen.findByText('3 parts');
    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText(/^Name/))).toBe('Name is required'));
    expect(fieldError(within(dialog).getByLabelText(/^Category/))).toBe('Category is required');
    expect(fieldError(within(dialog).getByLabelText(/^Price/))).toBe('Price is required');

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Flex Plate' } });
    const category = within(dialog).getByLabelText(/^Category/) as HTMLSelectElement;
    await waitFor(() => expect(category.options).toHaveLength(5));
    expect([...category.options].map((o) => o.text)).toEqual([
      'Choose a category',
      'Brakes',
      'Electrical',
      'Transmissions',
      'Add a new category…',
    ]);
    fireEvent.change(category, { target: { value: 'Transmissions' } });
    // What people type: the dollar sign and the thousands comma go, cents are written out.
    fireEvent.change(within(dialog).getByLabelText(/^Price/), { target: { value: '$1,200.5' } });
    expect((within(dialog).getByLabelText('Condition') as HTMLSelectElement).value).toBe('used');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Part' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path === 'parts.create')).toBe(true));
    expect(fake.calls.find((c) => c.path === 'parts.create')?.input).toMatchObject({
      name: 'Flex Plate',
      category: 'Transmissions',
      price: '1200.50',
      condition: 'used',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toasts.showSuccessToast).toHaveBeenCalledWith('Part added');

    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    const again = await screen.findByRole('dialog');
    expect((within(again).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('');
    // The whole dialog, twice, with validation: slow on a busy machine.
  });

  it('adds a part under a new category typed in, in Spanish, and reads the categories again', async () => {
    const fake = fakeStaffServer({
      'parts.inventory': inventory,
      'categories.list': categories,
      'parts.create': (input) => part(9, input as Record<string, unknown>),
    });
    openDashboardAt('/dashboard/parts', { language: 'es' });
    await screen.findByText('3 refacciones');
    const listReads = () => fake.calls.filter((c) => c.path === 'categories.list').length;
    fireEvent.click(screen.getByRole('button', { name: 'Agregar refacción' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Nombre/), { target: { value: 'Amortiguador' } });
    fireEvent.change(within(dialog).getByLabelText(/^Precio/), { target: { value: '75' } });
    const category = within(dialog).getByLabelText(/^Categoría/) as HTMLSelectElement;
    await waitFor(() => expect(category.options).toHaveLength(5));
    expect(within(dialog).queryByLabelText(/^Categoría nueva/)).toBeNull();

    fireEvent.change(category, { target: { value: category.options[4]?.value } });
    const typed = within(dialog).getByLabelText(/^Categoría nueva/) as HTMLInputElement;
    // The box the manager just asked for has the focus, and says where the Spanish name goes.
    expect(document.activeElement).toBe(typed);
    expect(described(typed)).toMatch(/Administrar contenido/);
    // Left empty, it is required like the list was.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar refacción' }));
    await waitFor(() => expect(typed.getAttribute('aria-invalid')).toBe('true'));
    expect(described(typed)).toContain('La categoría es obligatoria');
    expect(fake.calls.some((c) => c.path === 'parts.create')).toBe(false);

    fireEvent.change(typed, { target: { value: 'Suspensión' } });
    const readsBefore = listReads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar refacción' }));
    await waitFor(() => expect(fake.calls.some((c) => c.path === 'parts.create')).toBe(true));
    expect(fake.calls.find((c) => c.path === 'parts.create')?.input).toMatchObject({
      name: 'Amortiguador',
      category: 'Suspensión',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The new category joins the lists (the filter's, the dialog's) without a reload.
    await waitFor(() => expect(listReads()).toBeGreaterThan(readsBefore));
  });

  it('goes back from a new category to the list', async () => {
    fakeStaffServer({ 'parts.inventory': inventory, 'categories.list': categories });
    openDashboardAt('/dashboard/parts');
    await screen.findByText('3 parts');
    fireEvent.click(screen.getByRole('button', { name: 'Add Part' }));
    const dialog = await screen.findByRole('dialog');
    const category = within(dialog).getByLabelText(/^Category/) as HTMLSelectElement;
    await waitFor(() => expect(category.options).toHaveLength(5));
    fireEvent.change(category, { target: { value: category.options[4]?.value } });
    fireEvent.change(within(dialog).getByLabelText(/^New category/), { target: { value: 'Exhaust' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Choose from the list instead' }));
    expect(within(dialog).queryByLabelText(/^New category/)).toBeNull();
    expect((within(dialog).getByLabelText(/^Category/) as HTMLSelectElement).value).toBe('');
  });

  it('shows the error toasts of the specification when the server refuses', async () => {
    fakeStaffServer({
      'parts.inventory': inventory,
      'categories.list': categories,
      'parts.markSold': failing('part-not-available'),
      'parts.delete': failing('internal-error'),
    });
    openDashboardAt('/dashboard/parts');
    await screen.findByText('3 parts');
    fireEvent.click(screen.getByRole('button', { name: 'Mark Sold: Brake Rotor' }));
    const sale = await screen.findByRole('dialog');
    fireEvent.click(within(sale).getByRole('button', { name: 'Mark as sold' }));
    await waitFor(() => expect(fieldError(within(sale).getByLabelText(/^Sale price/))).toBe('Sale price is required'));
    expect(fieldError(within(sale).getByLabelText(/^Sold to/))).toBe('Buyer information is required');
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
    fakeStaffServer({ 'parts.inventory': inventory, 'categories.list': categories });
    openDashboardAt('/dashboard/parts', { language: 'es' });
    await screen.findByText('3 refacciones');
    expect(shownParts()).toHaveLength(3);
    expect(screen.getByRole('article', { name: 'Torque Converter' }).textContent).toContain('$450.00');
    // Categories in the dashboard's language.
    await waitFor(() =>
      expect(screen.getByRole('article', { name: 'Torque Converter' }).textContent).toContain('Transmisiones'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Agregar refacción' }));
    const dialog = await screen.findByRole('dialog');
    const category = within(dialog).getByLabelText(/^Categoría/) as HTMLSelectElement;
    expect([...category.options].map((o) => o.text)).toEqual([
      'Elija una categoría',
      'Frenos',
      'Sistema eléctrico',
      'Transmisiones',
      'Agregar una categoría nueva…',
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Agregar refacción' }));
    await waitFor(() => expect(fieldError(within(dialog).getByLabelText(/^Nombre/))).toBe('El nombre es obligatorio'));
  });

  it('reserves a part and frees it, undoes a sale only after confirming, with a toast for each', async () => {
    const fake = fakeStaffServer({
      'parts.inventory': inventory,
      'categories.list': categories,
      'parts.setStatus': (input) => part(1, input as Record<string, unknown>),
    });
    openDashboardAt('/dashboard/parts');
    await screen.findByText('3 parts');
    const statusCalls = () => fake.calls.filter((c) => c.path === 'parts.setStatus').map((c) => c.input);

    fireEvent.click(screen.getByRole('button', { name: 'Reserve: Brake Rotor' }));
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('Part reserved'));
    fireEvent.click(screen.getByRole('button', { name: 'Make available: Alternator' }));
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('Part available again'));

    fireEvent.click(screen.getByRole('button', { name: 'Undo sale: Torque Converter' }));
    const confirm = await screen.findByRole('dialog', { name: 'Undo sale' });
    expect(confirm.textContent).toContain(
      'Put Torque Converter back on offer? Its sale price, buyer, notes and date will be cleared.',
    );
    expect(statusCalls()).toHaveLength(2);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Undo sale' }));
    await waitFor(() => expect(toasts.showSuccessToast).toHaveBeenCalledWith('Sale undone'));
    expect(statusCalls()).toEqual([
      { id: 1, status: 'reserved' },
      { id: 3, status: 'available' },
      { id: 2, status: 'available' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows each part’s photo as a thumbnail, the smaller stored width for it', async () => {
    const photo = '/uploads/0123456789abcdef0123456789abcdef.webp';
    fakeStaffServer({
      'parts.inventory': inventoryServer([part(1, { imageUrl: photo })]),
      'categories.list': categories,
    });
    openDashboardAt('/dashboard/parts');
    await screen.findByText('1 part');
    const img = screen.getByRole('article', { name: 'Part 1' }).querySelector('img');
    expect(img?.getAttribute('src')).toBe(photo);
    expect(img?.getAttribute('srcset')).toBe(
      '/uploads/0123456789abcdef0123456789abcdef-800.webp 800w, /uploads/0123456789abcdef0123456789abcdef.webp 1600w',
    );
    expect(img?.getAttribute('sizes')).toBe('72px');
  });
});
