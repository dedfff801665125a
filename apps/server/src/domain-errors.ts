/**
 * What business code raises when it refuses a request, in the shop's words. Services never speak
 * tRPC or HTTP: `errors.ts` alone turns each kind into a tRPC code and so an HTTP status.
 * The message is what the client reads, so write it for a person.
 */
export type RefusalKind =
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'bad-input'
  | 'too-large'
  | 'unsupported-type'
  | 'expired'
  | 'too-many-requests';

export abstract class DomainError extends Error {
  abstract readonly kind: RefusalKind;
}

/** No session, or one that ended (401). */
export class NotSignedInError extends DomainError {
  readonly kind = 'not-signed-in';
}

/** The caller's role, or a switched-off feature, doesn't allow this (403). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
}

/** The thing asked for doesn't exist (404). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
}

/** The thing exists but its state refuses the change: already used, already sold, taken (409). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
}

/** Input the schemas accepted but the business can't use (400); `field` names it for the form. */
export class BadInputError extends DomainError {
  readonly kind = 'bad-input';
  readonly field: string | undefined;
  constructor(message: string, field?: string) {
    super(message);
    this.field = field;
  }
}

/** More bytes than allowed (413). */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
}

/** A file that isn't one of the accepted types, judged by its bytes (415). */
export class UnsupportedTypeError extends DomainError {
  readonly kind = 'unsupported-type';
}

/** A link or ticket whose time is up (403, as a signed URL past its expiry). */
export class ExpiredError extends DomainError {
  readonly kind = 'expired';
}

/** A limit was reached (429 with Retry-After). */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too-many-requests';
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
