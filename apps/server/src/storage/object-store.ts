import type { Readable } from 'node:stream';

/** Where uploaded files live: a local folder for one server, an S3-compatible bucket for many. */
export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object's bytes as a stream, or null when there is none. */
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
}

/** Keys are plain file names we make ourselves; anything else is refused before it reaches a driver. */
export function checkKey(key: string): string {
  if (!/^[a-z0-9][a-z0-9._-]{0,120}$/i.test(key) || key.includes('..')) throw new Error(`Invalid object key: ${key}`);
  return key;
}
