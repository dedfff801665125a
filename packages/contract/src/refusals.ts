import type { ValidationMessages } from './messages.ts';

/**
 * Why the server refused a request: a stable code in every error answer (REST `reason`, tRPC
 * `error.data.reason`), each with the HTTP status it comes with. The English `message` beside it
 * is for people reading the raw answer and may be reworded at any time; screens choose their
 * words, in the reader's language, from the code alone. Codes are never renamed, only added.
 */
export const REFUSALS = {
  // 400
  'invalid-input': { status: 400, doc: 'The input is not valid: `issues` names each field with its message key' },
  'bad-request': {
    status: 400,
    doc: 'The request itself can’t be read: not JSON, an address that can’t be decoded, too many calls in one batch',
  },
  'upload-not-received': { status: 400, doc: 'An upload is registered before its file was sent to the upload link' },
  // 401
  'not-signed-in': {
    status: 401,
    doc: 'No token, or a token whose session is over (signed out, expired, deactivated)',
  },
  'invalid-credentials': {
    status: 401,
    doc: 'Signing in: a wrong email or password, or an inactive account (the answer never says which)',
  },
  'invalid-code': {
    status: 401,
    doc: 'The second sign-in step: a wrong, used or too old code, or a passkey that did not prove itself',
  },
  'sign-in-ticket-expired': {
    status: 401,
    doc: 'The sign-in ticket is unknown, used or older than five minutes: sign in again from the password',
  },
  // 403
  forbidden: { status: 403, doc: 'The account’s role may not do this' },
  'registration-disabled': { status: 403, doc: 'Self-registration is turned off (`REGISTRATION_ENABLED`)' },
  'two-factor-enrolment-required': {
    status: 403,
    doc: 'The account must set up a second factor first: until then the session can only enrol one',
  },
  'reauthentication-required': {
    status: 403,
    doc: 'Changing one’s password or factors needs the password or a passkey given in the last 5 minutes',
  },
  'upload-expired': { status: 403, doc: 'The upload link’s 15 minutes are over: ask for a new one' },
  // 404
  'not-found': { status: 404, doc: 'There is no such thing, or it was deleted meanwhile' },
  'link-not-valid': {
    status: 404,
    doc: 'A customer’s private link is unknown, expired or for something else (the answer never says which)',
  },
  // 408
  'request-timeout': { status: 408, doc: 'The request’s body took too long to arrive' },
  // 409
  'already-exists': { status: 409, doc: 'Something with the same unique value is already stored' },
  'still-in-use': { status: 409, doc: 'It can’t be deleted while other records still point to it' },
  'email-taken': { status: 409, doc: 'An account with this email already exists' },
  'own-manager-access': {
    status: 409,
    doc: 'A manager can’t take their own manager role away or deactivate themselves',
  },
  'last-manager': { status: 409, doc: 'The change would leave no active manager' },
  'category-name-taken': { status: 409, doc: 'Another category already has this name' },
  'part-not-available': { status: 409, doc: 'Only an available part can be sold' },
  'part-sold': { status: 409, doc: 'A sold part can’t be reserved or released: undo the sale first' },
  'status-change-not-allowed': {
    status: 409,
    doc: 'The appointment’s status can’t go there from where it is (statuses only move forward)',
  },
  'already-at-that-time': { status: 409, doc: 'The appointment is already at the time asked for' },
  'appointment-not-movable': { status: 409, doc: 'Only a pending or confirmed appointment can be moved' },
  'no-show-too-early': {
    status: 409,
    doc: 'Only a confirmed appointment whose time has passed can be marked a no-show',
  },
  'past-cutoff': {
    status: 409,
    doc: 'Too close to the visit to cancel or move it from the link (a setting): the customer is asked to call',
  },
  'appointment-closed': {
    status: 409,
    doc: 'A completed, cancelled, no-show or past appointment can no longer be changed from the link',
  },
  'slot-full': { status: 409, doc: 'Staff booking or moving: the time is full; send `overbook` to book it anyway' },
  'slot-taken': { status: 409, doc: 'Customer booking: the last place at that time was just taken' },
  'service-not-offered': { status: 409, doc: 'The service chosen is not (or no longer) offered' },
  'totp-not-started': { status: 409, doc: 'A code was confirmed before an authenticator app was being set up' },
  'factor-required': {
    status: 409,
    doc: 'The account must keep a second factor (the shop requires one): add another before removing this one',
  },
  'backup-running': { status: 409, doc: 'A backup is already being made' },
  'already-reviewed': { status: 409, doc: 'This visit has its review already: one review per appointment' },
  'repair-status-not-allowed': {
    status: 409,
    doc: 'The repair order can’t go to that status from where it is (approved and declined come from the customer’s answer)',
  },
  'repair-order-closed': {
    status: 409,
    doc: 'A picked-up or cancelled repair order (or one ready for pickup, for its lines) can no longer be changed',
  },
  'estimate-not-allowed': {
    status: 409,
    doc: 'An estimate can’t be sent now: the repair order has no lines, or its status doesn’t allow one',
  },
  'no-customer-email': { status: 409, doc: 'The customer gave no email address: call them instead' },
  'estimate-outdated': {
    status: 409,
    doc: 'The customer answered an estimate version that a newer one replaced: show the new one',
  },
  'estimate-answered': { status: 409, doc: 'This estimate version has its answer already: one answer per version' },
  'estimate-expired': {
    status: 409,
    doc: 'The estimate is older than the shop’s expiry setting: the customer is asked to call',
  },
  'appointment-checked-in': {
    status: 409,
    doc: 'The appointment has its repair order already, or is cancelled or a no-show',
  },
  'upload-link-used': { status: 409, doc: 'The upload link has been used already: ask for a new one' },
  // 413, 415
  'file-too-large': { status: 413, doc: 'The image is larger than the upload limit' },
  'body-too-large': { status: 413, doc: 'The request’s body is larger than the server takes' },
  'unsupported-file-type': { status: 415, doc: 'The file is not a JPEG, PNG, WebP, GIF or AVIF image (by its bytes)' },
  'image-unreadable': { status: 415, doc: 'The file looks like an image but can’t be read' },
  'unsupported-content-type': { status: 415, doc: 'The body is not of a media type this path takes' },
  // 429
  'rate-limited': { status: 429, doc: 'Too many attempts: `Retry-After` says how many seconds to wait' },
  'too-many-streams': {
    status: 429,
    doc: 'The session already holds as many live dashboard streams as it may (one per open tab): close one',
  },
  // 500, 503
  'internal-error': { status: 500, doc: 'Something went wrong on the server; no details are given' },
  'service-unavailable': { status: 503, doc: 'The database is not answering; try again shortly' },
  'server-busy': { status: 503, doc: 'The server is shedding load; `Retry-After` says when to try again' },
} as const satisfies Record<string, { status: number; doc: string }>;

export type RefusalReason = keyof typeof REFUSALS;

/** The reasons that come with one HTTP status, e.g. `RefusalReasonOf<409>`. */
export type RefusalReasonOf<S extends number> = {
  [R in RefusalReason]: (typeof REFUSALS)[R]['status'] extends S ? R : never;
}[RefusalReason];

export const REFUSAL_REASONS = Object.keys(REFUSALS) as [RefusalReason, ...RefusalReason[]];

/** The key of a contract validation message (`nameMin`, `emailInvalid`, ...). */
export type ValidationMessageKey = keyof ValidationMessages;

/** One field's problem in a refused input: the screen shows the message of `key` in its language. */
export interface RefusalIssue {
  /** The field, dotted for nested ones (`hours.saturday.to`, `specialDays.0.date`). */
  path: string;
  /** The contract's English message of `key`. */
  message: string;
  key: ValidationMessageKey;
}

/** The JSON body of every REST error answer. */
export interface RefusalBody {
  message: string;
  reason: RefusalReason;
  issues?: RefusalIssue[];
}
