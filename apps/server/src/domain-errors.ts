import { englishMessages, type RefusalReason, type RefusalReasonOf, type ValidationMessageKey } from '@shop/contract';

/**
 * What business code raises when it refuses a request, in the shop's words. Services never speak
 * tRPC or HTTP: `errors.ts` alone turns each kind into a tRPC code and so an HTTP status.
 * The reason is the contract's code the screens translate (each kind takes only the reasons of
 * its status); the message is the English a person reads in the raw answer.
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
  readonly reason: RefusalReason;
  constructor(reason: RefusalReason, message: string) {
    super(message);
    this.reason = reason;
  }
}

/** No session, or one that ended (401). */
export class NotSignedInError extends DomainError {
  readonly kind = 'not-signed-in';
  declare readonly reason: RefusalReasonOf<401>;
  constructor(reason: RefusalReasonOf<401>, message: string) {
    super(reason, message);
  }
}

/** The caller's role, or a switched-off feature, doesn't allow this (403). */
export class ForbiddenError extends DomainError {
  readonly kind = 'forbidden';
  declare readonly reason: RefusalReasonOf<403>;
  constructor(reason: RefusalReasonOf<403>, message: string) {
    super(reason, message);
  }
}

/** The thing asked for doesn't exist (404). */
export class NotFoundError extends DomainError {
  readonly kind = 'not-found';
  declare readonly reason: RefusalReasonOf<404>;
  constructor(reason: RefusalReasonOf<404>, message: string) {
    super(reason, message);
  }
}

/** The thing exists but its state refuses the change: already used, already sold, taken (409). */
export class ConflictError extends DomainError {
  readonly kind = 'conflict';
  declare readonly reason: RefusalReasonOf<409>;
  constructor(reason: RefusalReasonOf<409>, message: string) {
    super(reason, message);
  }
}

/**
 * Input the schemas accepted but the business can't use (400). A field's problem is said with a
 * contract message (its key), so the form shows it beside the field in the reader's language.
 */
export class BadInputError extends DomainError {
  readonly kind = 'bad-input';
  declare readonly reason: RefusalReasonOf<400>;
  readonly issue: { path: string; key: ValidationMessageKey } | undefined;
  constructor(reason: RefusalReasonOf<400>, problem: string | { field: string; key: ValidationMessageKey }) {
    super(reason, typeof problem === 'string' ? problem : englishMessages[problem.key]);
    this.issue = typeof problem === 'string' ? undefined : { path: problem.field, key: problem.key };
  }
}

/** More bytes than allowed (413). */
export class TooLargeError extends DomainError {
  readonly kind = 'too-large';
  declare readonly reason: RefusalReasonOf<413>;
  constructor(reason: RefusalReasonOf<413>, message: string) {
    super(reason, message);
  }
}

/** A file that isn't one of the accepted types, judged by its bytes (415). */
export class UnsupportedTypeError extends DomainError {
  readonly kind = 'unsupported-type';
  declare readonly reason: RefusalReasonOf<415>;
  constructor(reason: RefusalReasonOf<415>, message: string) {
    super(reason, message);
  }
}

/** A link or ticket whose time is up (403, as a signed URL past its expiry). */
export class ExpiredError extends DomainError {
  readonly kind = 'expired';
  declare readonly reason: RefusalReasonOf<403>;
  constructor(reason: RefusalReasonOf<403>, message: string) {
    super(reason, message);
  }
}

/** A limit was reached (429 with Retry-After). */
export class TooManyRequestsError extends DomainError {
  readonly kind = 'too-many-requests';
  declare readonly reason: RefusalReasonOf<429>;
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super('rate-limited', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
