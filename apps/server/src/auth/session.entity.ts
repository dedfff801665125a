import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/** A signed-in browser. `sid` is the SHA-256 of the bearer token; the token itself is never stored. */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(128).primary(),
    sess: p.json<{ userId: string; userAgent?: string | null }>(),
    expire: p.datetime().index('sessions_expire_index'),
  },
});
export type Session = InferEntity<typeof Session>;
