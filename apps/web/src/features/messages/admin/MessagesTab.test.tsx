import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderDashboardAt } from '../../../test/app.tsx';
import { failing } from '../../../test/fake-trpc.ts';
import { fieldError } from '../../../test/field-error.ts';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  showToast: vi.fn(),
  clearToasts: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('../../toast/toast.ts', () => toasts);

beforeEach(() => {
  toasts.showErrorToast.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The one page of a short inbox, as the server answers it. */
const onePage = <T,>(items: T[]) => ({ items, total: items.length, nextCursor: null, previousCursor: null });
const COUNTS = () => ({ all: 60, unread: 31, read: 17, replied: 12 });
/** What a change to the inbox reads again besides the inbox. */
const FIGURES = {
  'overview.today': () => ({ todaysAppointments: 0, unreadMessages: 0 }),
  'overview.figures': () => ({
    partsSoldThisMonth: { count: 0, total: '0.00' },
    messagesAwaitingReply: 0,
    upcomingAppointments: 0,
    sample: { revenue: 0, customers: 0, rating: 0 },
  }),
};

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
      replies: [],
    },
  ];

  it('gives a supervisor no delete button', async () => {
    renderDashboardAt('/dashboard/messages', {
      role: 'supervisor',
      procedures: { 'messages.list': () => onePage(MESSAGES), 'messages.counts': COUNTS },
    });
    const card = await screen.findByRole('article', { name: 'Maria Lopez' });
    expect(card.textContent).toContain('General Inquiry');
    expect(card.textContent).toContain('Replied');
    expect(card.textContent).toContain('Nov 21, 2026, 8:30 AM'); // Las Vegas time
    expect(screen.queryByRole('button', { name: /Delete/ })).toBeNull();
  });

  it('lets a manager delete after confirming, with the toast of the specification when it fails', async () => {
    renderDashboardAt('/dashboard/messages', {
      procedures: {
        'messages.list': () => onePage(MESSAGES),
        'messages.counts': COUNTS,
        'messages.delete': failing('internal-error'),
        ...FIGURES,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Maria Lopez' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Are you sure you want to delete this message? This action cannot be undone.');
    const remove = within(dialog).getByRole('button', { name: 'Delete' });
    fireEvent.click(remove);
    // The button says the change is on its way, then the failure says it in the toast every change uses.
    await waitFor(() => expect(remove.hasAttribute('data-loading')).toBe(true));
    await waitFor(() =>
      expect(toasts.showErrorToast).toHaveBeenCalledWith('Failed to delete message', 'Please try again.'),
    );
  });
});

describe('a message at its own address', () => {
  const message = (id: number, name: string, status: string, replies: unknown[] = []) => ({
    id,
    name,
    email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
    phone: '(702) 555-0101',
    subject: 'Transmission noise',
    message: 'It whines in third gear.',
    status,
    createdAt: new Date('2026-11-21T16:30:00Z'),
    replies,
  });

  it('opens from the list at its address, marks it read, links phone and email, and marks it replied', async () => {
    const luis = message(7, 'Luis Vega', 'unread');
    const { fake, router } = renderDashboardAt('/dashboard/messages?status=unread', {
      role: 'supervisor',
      procedures: {
        'messages.list': () => onePage([luis]),
        'messages.get': () => luis,
        'messages.counts': COUNTS,
        'messages.setStatus': (input) => input,
        ...FIGURES,
      },
    });
    const card = await screen.findByRole('article', { name: 'Luis Vega' });
    expect(card.textContent).not.toContain('It whines');
    const open = within(card).getByRole('link', { name: /Luis Vega/ });
    // The list's filters stay in the message's address: closing it goes back to them.
    expect(open.getAttribute('href')).toBe('/dashboard/messages/7?status=unread');
    fireEvent.click(open);
    const drawer = await screen.findByRole('dialog', { name: 'Transmission noise' });
    expect(router.state.location.pathname).toBe('/dashboard/messages/7');
    expect(drawer.textContent).toContain('It whines in third gear.');
    expect(within(drawer).getByRole('link', { name: '(702) 555-0101' }).getAttribute('href')).toBe('tel:7025550101');
    expect(within(drawer).getByRole('link', { name: 'luis@example.com' }).getAttribute('href')).toBe(
      'mailto:luis@example.com',
    );
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'messages.setStatus')?.input).toEqual({ id: 7, status: 'read' }),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Mark replied' }));
    await waitFor(() =>
      expect(fake.calls.filter((c) => c.path === 'messages.setStatus').at(-1)?.input).toEqual({
        id: 7,
        status: 'replied',
      }),
    );
    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.href).toBe('/dashboard/messages?status=unread'));
  });

  it('opens by its address alone, sends a reply and shows the replies with who and when, in Spanish', async () => {
    const rosa = message(8, 'Rosa Diaz', 'replied', [
      { id: 1, text: 'We can see it Monday.', createdAt: new Date('2026-11-22T17:00:00Z'), staffName: 'Ana Ruiz' },
    ]);
    const { fake } = renderDashboardAt('/dashboard/messages/8', {
      role: 'supervisor',
      language: 'es',
      procedures: {
        'messages.list': () => onePage([]),
        'messages.get': () => rosa,
        'messages.counts': COUNTS,
        'messages.reply': () => ({ id: 2 }),
        ...FIGURES,
      },
    });
    const drawer = await screen.findByRole('dialog', { name: 'Transmission noise' });
    expect(fake.calls.find((c) => c.path === 'messages.get')?.input).toEqual({ id: 8 });
    expect(fake.calls.some((c) => c.path === 'messages.setStatus')).toBe(false); // already answered
    const reply = within(drawer).getByLabelText('Respuesta');
    expect(reply.textContent).toContain('Ana Ruiz');
    expect(reply.textContent).toContain('We can see it Monday.');
    const box = within(drawer).getByLabelText(/^Responder a Rosa Diaz/);
    fireEvent.click(within(drawer).getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() => expect(fieldError(box)).toBe('Escriba una respuesta'));
    fireEvent.change(box, { target: { value: 'Ready on Tuesday.' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() =>
      expect(fake.calls.find((c) => c.path === 'messages.reply')?.input).toEqual({ id: 8, text: 'Ready on Tuesday.' }),
    );
  });

  it('says so when the message at the address is gone', async () => {
    renderDashboardAt('/dashboard/messages/99', {
      role: 'supervisor',
      procedures: {
        'messages.list': () => onePage([]),
        'messages.get': failing('not-found'),
        'messages.counts': COUNTS,
      },
    });
    const drawer = await screen.findByRole('dialog');
    await waitFor(() => expect(drawer.textContent).toContain('This message no longer exists.'));
  });
});

describe('the inbox, a page at a time, in its address', () => {
  const message = (id: number) => ({
    id,
    name: `Sender ${id}`,
    email: `sender${id}@example.com`,
    phone: null,
    subject: `Question ${id}`,
    message: 'About my brakes.',
    status: 'unread',
    createdAt: new Date('2026-11-21T16:30:00Z'),
    replies: [],
  });
  /** 60 messages in pages of 25 (60..36, 35..11, 10..1), the cursor naming the page's first id. */
  const inbox = (input: unknown) => {
    const { cursor, q, status } = (input ?? {}) as { cursor?: string; q?: string; status?: string };
    if (status === 'read') return onePage([]);
    if (q) return onePage(q.toLowerCase() === 'sender 7' ? [message(7)] : []);
    const top = cursor ? Number(cursor.slice(1)) : 60;
    const ids = Array.from({ length: Math.min(25, top) }, (_, i) => top - i);
    return {
      items: ids.map(message),
      total: 60,
      nextCursor: top > 25 ? `c${top - 25}` : null,
      previousCursor: top < 60 ? `c${Math.min(60, top + 25)}` : null,
    };
  };

  it('shows one page of rows with the pager, pages by the server’s cursors, and Back walks the pages', async () => {
    const { fake, router, container } = renderDashboardAt('/dashboard/messages', {
      role: 'supervisor',
      procedures: { 'messages.list': inbox, 'messages.counts': COUNTS },
    });
    await screen.findByRole('article', { name: 'Sender 60' });
    const list = container.querySelector('[data-list="messages"]');
    expect(list?.querySelectorAll('[data-row]')).toHaveLength(25);
    const pager = () => screen.getByRole('navigation', { name: 'Messages pages' });
    expect(pager().textContent).toContain('1–25 of 60');
    fireEvent.click(within(pager()).getByRole('button', { name: 'Next' }));
    await screen.findByRole('article', { name: 'Sender 35' });
    expect(screen.queryByRole('article', { name: 'Sender 60' })).toBeNull();
    expect(fake.calls.filter((c) => c.path === 'messages.list').at(-1)?.input).toEqual({ limit: 25, cursor: 'c35' });
    expect(router.state.location.href).toBe('/dashboard/messages?page=2&cursor=c35');
    expect(pager().textContent).toContain('26–50 of 60');
    router.history.back();
    await screen.findByRole('article', { name: 'Sender 60' });
    expect(pager().textContent).toContain('1–25 of 60');
    router.history.forward();
    await screen.findByRole('article', { name: 'Sender 35' });
    fireEvent.click(within(pager()).getByRole('button', { name: 'Previous' }));
    await screen.findByRole('article', { name: 'Sender 60' });
    expect(router.state.location.href).toBe('/dashboard/messages');
  });

  it('opens on the page, filter and search its address names (a reload, a colleague’s link)', async () => {
    const { fake } = renderDashboardAt('/dashboard/messages?page=2&cursor=c35&status=unread', {
      role: 'supervisor',
      procedures: { 'messages.list': inbox, 'messages.counts': COUNTS },
    });
    await screen.findByRole('article', { name: 'Sender 35' });
    expect(fake.calls.find((c) => c.path === 'messages.list')?.input).toEqual({
      status: 'unread',
      limit: 25,
      cursor: 'c35',
    });
    expect(screen.getByRole('navigation', { name: 'Messages pages' }).textContent).toContain('26–50 of 60');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('unread');
  });

  it('refreshes the page shown after a delete, staying on it', async () => {
    const { fake } = renderDashboardAt('/dashboard/messages?page=2&cursor=c35', {
      procedures: {
        'messages.list': inbox,
        'messages.counts': COUNTS,
        'messages.delete': (input) => input,
        ...FIGURES,
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Sender 30' }));
    const lists = () => fake.calls.filter((c) => c.path === 'messages.list');
    const before = lists().length;
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(fake.calls.find((c) => c.path === 'messages.delete')?.input).toEqual({ id: 30 }));
    await waitFor(() => expect(lists().length).toBeGreaterThan(before));
    expect(lists().at(-1)?.input).toEqual({ limit: 25, cursor: 'c35' });
    expect(screen.getByRole('navigation', { name: 'Messages pages' }).textContent).toContain('26–50 of 60');
  });

  it('searches once typing stops, from the first page, beside the status filter and its counts', async () => {
    const { fake, router } = renderDashboardAt('/dashboard/messages', {
      role: 'supervisor',
      language: 'es',
      procedures: {
        'messages.list': inbox,
        'messages.counts': (input) =>
          (input as { q?: string })?.q ? { all: 1, unread: 1, read: 0, replied: 0 } : COUNTS(),
      },
    });
    await screen.findByRole('article', { name: 'Sender 60' });
    const status = screen.getByLabelText('Estado');
    await waitFor(() => expect(status.textContent).toContain('Sin leer (31)'));
    expect(status.textContent).toContain('Todos los mensajes (60)');
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByRole('article', { name: 'Sender 35' });

    fireEvent.change(screen.getByRole('searchbox', { name: /Buscar mensajes/ }), { target: { value: ' Sender 7 ' } });
    await screen.findByRole('article', { name: 'Sender 7' });
    const lists = fake.calls.filter((c) => c.path === 'messages.list').map((c) => c.input);
    // Each key stroke is not a search: one call for the words, without the page's cursor.
    expect(lists.at(-1)).toEqual({ q: 'Sender 7', limit: 25 });
    expect(lists.filter((i) => (i as { q?: string }).q)).toHaveLength(1);
    expect(router.state.location.search).toEqual({ q: 'Sender 7' });
    await waitFor(() => expect(status.textContent).toContain('Todos los mensajes (1)'));

    fireEvent.change(screen.getByRole('searchbox', { name: /Buscar mensajes/ }), { target: { value: 'nadie' } });
    await screen.findByText('Ningún mensaje coincide con su búsqueda.');
    expect(screen.queryAllByRole('article')).toEqual([]);

    // A filter keeps the search; the address changes and the box follows it back.
    fireEvent.change(status, { target: { value: 'read' } });
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'nadie', status: 'read' }));
    router.history.back();
    await waitFor(() => expect(router.state.location.search).toEqual({ q: 'nadie' }));
    expect((screen.getByRole('searchbox', { name: /Buscar mensajes/ }) as HTMLInputElement).value).toBe('nadie');
  });
});
