import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * What staff (or a booking) can change that visitors read. An edit names the topic it touched;
 * each read names the topics that make it stale.
 */
export type ReadTopic = 'settings' | 'carousel' | 'parts' | 'services' | 'slots' | 'testimonials';

type Letter = 'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'g' | 'h' | 'i' | 'j' | 'k' | 'l' | 'm';
type LaterLetter = 'n' | 'o' | 'p' | 'q' | 'r' | 's' | 't' | 'u' | 'v' | 'w' | 'x' | 'y' | 'z';

/**
 * The cache key of one answer: a read's name, then what it was asked with (`carousel:es`). A
 * name starts with a small letter, so a key is never empty.
 */
export type PublicReadKey = `${Letter | LaterLetter}${string}`;

/**
 * One thing every visitor reads, declared by the domain that owns it (`carousel.reads.ts`...)
 * and kept by the read cache (public-reads.ts), which knows no domain.
 */
export interface PublicRead<Args, Value> {
  /** The first part of its cache keys: `carousel` (`carousel:es`). Unique among the reads. */
  readonly name: PublicReadKey;
  /** The topics whose change makes it stale. */
  readonly changedBy: readonly ReadTopic[];
  /** How many answers (one per key) it keeps at most, the least used dropped first; 64 unless said. */
  readonly kept?: number;
  /** The rest of its key, from what it is asked with; none for a read asked with nothing. */
  readonly key?: (args: Args) => string;
  /** Loads it from the database (its own fork); `reads` for another read it is made from. */
  readonly load: (em: EntityManager, args: Args, reads: Reader) => Promise<Value>;
}

/** Any public read, as a list of them holds it. */
// biome-ignore lint/suspicious/noExplicitAny: a list holds reads of any arguments and value.
export type AnyPublicRead = PublicRead<any, unknown>;

/**
 * A whole list the REST door streams from a database cursor (`GET /api/parts` without paging),
 * kept as it was sent, compressed, until one of its topics changes.
 */
export interface WholeListRead {
  /** The first part of its keys (`parts` for `parts:es`). Unique among the reads. */
  readonly name: PublicReadKey;
  readonly changedBy: readonly ReadTopic[];
}

/** How public reads are read: by the procedures, the pages and other reads' loaders. */
export interface Reader {
  get<Value>(read: PublicRead<void, Value>): Promise<Value>;
  get<Args, Value>(read: PublicRead<Args, Value>, args: Args): Promise<Value>;
}

/** Declares a public read (the types of its arguments and value come from `load`). */
export const publicRead = <Args = void, Value = unknown>(read: PublicRead<Args, Value>) => read;

/** The cache key of one answer of a read: what a REST path names to be answered from memory. */
export function readKey(read: PublicRead<void, unknown>): PublicReadKey;
export function readKey<Args>(read: PublicRead<Args, unknown>, args: Args): PublicReadKey;
export function readKey<Args>(read: PublicRead<Args, unknown>, args?: Args): PublicReadKey {
  return read.key ? `${read.name}:${read.key(args as Args)}` : read.name;
}
