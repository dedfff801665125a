import { englishMessages } from '@shop/contract';
import { TRPCClientError } from '@trpc/client';
import { describe, expect, it, vi } from 'vitest';
import { applyFieldIssues } from './apply-field-issues.ts';

/** A refused input as the tRPC client hands it over: the reason and each field's message key. */
const refused = (issues: { path: string; key: string }[] | null, reason = 'invalid-input') =>
  TRPCClientError.from({
    error: { message: 'Bad input', code: -32600, data: { code: 'BAD_REQUEST', reason, issues } },
  } as never);

describe('applyFieldIssues', () => {
  it('puts each refused field’s message on its field, in the reader’s words, the first in focus when asked', () => {
    const form = { setError: vi.fn() };
    const messages = { ...englishMessages, nameMin: 'El nombre es demasiado corto', tooLong: 'Demasiado largo' };
    const error = refused([
      { path: 'name', key: 'nameMin' },
      { path: 'hours.saturday.to', key: 'tooLong' },
    ]);
    expect(applyFieldIssues(form, error, messages, { focus: true })).toBe(true);
    expect(form.setError.mock.calls).toEqual([
      ['name', { message: 'El nombre es demasiado corto' }, { shouldFocus: true }],
      ['hours.saturday.to', { message: 'Demasiado largo' }, { shouldFocus: false }],
    ]);
  });

  it('leaves the form alone, and says so, when the refusal names no field', () => {
    const form = { setError: vi.fn() };
    expect(applyFieldIssues(form, refused(null, 'conflict'), englishMessages)).toBe(false);
    expect(applyFieldIssues(form, new Error('offline'), englishMessages)).toBe(false);
    expect(form.setError).not.toHaveBeenCalled();
  });
});
