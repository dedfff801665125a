import { englishMessages, REFUSAL_REASONS, REFUSALS } from '@shop/contract';
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBody, httpStatus, toTRPCError } from './errors.ts';
import { Refusal } from './refusal.ts';

describe('what a refusal looks like to a client', () => {
  it.each([
    [new Refusal('not-signed-in', 'Unauthorized'), 401],
    [new Refusal('registration-disabled', 'Registration is disabled'), 403],
    [new Refusal('upload-expired', 'Request has expired'), 403],
    [new Refusal('not-found', 'Part not found'), 404],
    [new Refusal('upload-link-used', 'This upload link has been used already'), 409],
    [new Refusal('upload-not-received', 'Failed to process uploaded image'), 400],
    [new Refusal('file-too-large', 'The image is larger than 10 MB'), 413],
    [new Refusal('image-unreadable', 'The image could not be read'), 415],
    [new Refusal('rate-limited', 'Too many sign-in attempts. Please wait and try again.', 30), 429],
  ])('%s answers %i with its reason and its own message', (refusal, status) => {
    const mapped = toTRPCError(refusal);
    expect(httpStatus(mapped)).toBe(status);
    expect(errorBody(mapped)).toEqual({ message: refusal.message, reason: refusal.reason });
  });

  it('answers every reason with the status the contract gives it', () => {
    for (const reason of REFUSAL_REASONS) {
      const refusal = new Refusal(reason as 'rate-limited', `Refused: ${reason}`, 1);
      expect(httpStatus(toTRPCError(refusal)), reason).toBe(REFUSALS[reason].status);
    }
  });

  it('names the field of a bad input with the key of its message, as the forms expect', () => {
    const mapped = toTRPCError(new Refusal('invalid-input', { field: 'category', key: 'categoryRequired' }));
    expect(errorBody(mapped)).toEqual({
      message: englishMessages.categoryRequired,
      reason: 'invalid-input',
      issues: [{ path: 'category', message: englishMessages.categoryRequired, key: 'categoryRequired' }],
    });
  });

  it('gives every schema issue the key of its contract message, and zod’s own words the key invalidValue', () => {
    const schema = z.object({ name: z.string().min(2, englishMessages.nameMin), age: z.number(), tag: z.string() });
    const parsed = schema.safeParse({ name: 'a', age: 'old' });
    const body = errorBody(toTRPCError(parsed.error));
    expect(body.reason).toBe('invalid-input');
    expect(body.issues).toEqual([
      { path: 'name', message: englishMessages.nameMin, key: 'nameMin' },
      { path: 'age', message: englishMessages.invalidValue, key: 'invalidValue' },
      { path: 'tag', message: englishMessages.required, key: 'required' },
    ]);
  });

  it('gives errors tRPC raises itself a reason too, and a 500 nothing but its reason', () => {
    expect(errorBody(toTRPCError(new TRPCError({ code: 'NOT_FOUND', message: 'No procedure' }))).reason).toBe(
      'not-found',
    );
    expect(errorBody(toTRPCError(new TRPCError({ code: 'BAD_REQUEST', message: 'Batch too large' }))).reason).toBe(
      'bad-request',
    );
    expect(errorBody(toTRPCError(new Error('secret internals')))).toEqual({
      message: expect.not.stringContaining('secret'),
      reason: 'internal-error',
    });
  });
});
