import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { staffChangeHandlers } from './staff-changes.ts';

const toasts = vi.hoisted(() => ({
  showErrorToast: vi.fn(),
  showSuccessToast: vi.fn(),
  clearToasts: vi.fn(),
  showToast: vi.fn(),
  onToasterWanted: vi.fn(),
}));
vi.mock('./features/toast/toast.ts', () => toasts);

beforeEach(() => {
  for (const toast of Object.values(toasts)) toast.mockClear();
});

describe('what a staff change says about itself (its mutation’s meta)', () => {
  it('reads again the queries it names once it settles, done or refused', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
    const changes = staffChangeHandlers(() => client);
    await changes.onSettled({ refreshes: [['messages'], ['overview', 'today']] });
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['messages'] }], [{ queryKey: ['overview', 'today'] }]]);
    await changes.onSettled(undefined);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('says it was done, by what came back and what was sent; without words, an earlier failure’s toast goes', () => {
    const changes = staffChangeHandlers(() => new QueryClient());
    changes.onSuccess({ name: 'Brakes' }, { id: 1 }, { done: 'Saved' });
    changes.onSuccess(
      { name: 'Brakes' },
      { id: 1 },
      {
        done: (answer: { name: string }, sent: { id: number }) => ({ title: `Saved ${sent.id}`, message: answer.name }),
      },
    );
    expect(toasts.showSuccessToast.mock.calls).toEqual([['Saved'], ['Saved 1', 'Brakes']]);
    changes.onSuccess({}, {}, { refreshes: [] });
    expect(toasts.clearToasts).toHaveBeenCalledTimes(1);
    // A mutation that says nothing (the sign-in's own) is left alone.
    changes.onSuccess({}, {}, undefined);
    expect(toasts.clearToasts).toHaveBeenCalledTimes(1);
  });

  it('says it failed, unless the screen says it itself (a form’s fields, a dialog)', () => {
    const changes = staffChangeHandlers(() => new QueryClient());
    changes.onError(new Error('x'), {}, { failed: { title: 'Not deleted', message: 'Please try again.' } });
    changes.onError(new Error('x'), {}, { failed: () => null });
    changes.onError(new Error('x'), {}, {});
    expect(toasts.showErrorToast.mock.calls).toEqual([['Not deleted', 'Please try again.']]);
  });
});
