/**
 * What a service refuses in the shop's words. Services throw these; errors.ts decides what a
 * client sees (409 and 404), so no business rule knows about HTTP or tRPC.
 */

/** The request clashes with the current state: a slot just filled, a status that can't move so. */
export class ConflictError extends Error {}

/** The row asked for does not exist (any more). */
export class MissingError extends Error {}
