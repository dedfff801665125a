import { describe, expect, it } from 'vitest';
import {
  BadInputError,
  ConflictError,
  ExpiredError,
  ForbiddenError,
  NotFoundError,
  NotSignedInError,
  TooLargeError,
  TooManyRequestsError,
  UnsupportedTypeError,
} from './domain-errors.ts';
import { errorBody, httpStatus, toTRPCError } from './errors.ts';

describe('what a refusal looks like to a client', () => {
  it.each([
    [new NotSignedInError('Unauthorized'), 401],
    [new ForbiddenError('Registration is disabled'), 403],
    [new ExpiredError('Request has expired'), 403],
    [new NotFoundError('Part not found'), 404],
    [new ConflictError('This upload link has been used already'), 409],
    [new BadInputError('Failed to process uploaded image'), 400],
    [new TooLargeError('The image is larger than 10 MB'), 413],
    [new UnsupportedTypeError('The image could not be read'), 415],
    [new TooManyRequestsError('Too many sign-in attempts. Please wait and try again.', 30), 429],
  ])('%s answers %i with its own message', (refusal, status) => {
    const mapped = toTRPCError(refusal);
    expect(httpStatus(mapped)).toBe(status);
    expect(errorBody(mapped)).toEqual({ message: refusal.message });
  });

  it('names the field of a bad input, as the forms expect', () => {
    const mapped = toTRPCError(new BadInputError('This slot is full', 'slot'));
    expect(errorBody(mapped)).toEqual({
      message: 'This slot is full',
      issues: [{ path: 'slot', message: 'This slot is full' }],
    });
  });
});
