import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A signed-in browser, or a step on the way there. `sid` is the SHA-256 of the bearer token; the
 * token itself is never stored, and `id` is what the sessions list shows instead. `stage` says
 * what the token may do: `signed-in` everything the role allows, `enrolment` only set up a second
 * factor, `ticket` only finish a sign-in with one, `passkey-challenge` only answer its challenge.
 */
export const Session = defineEntity({
  name: 'Session',
  tableName: 'sessions',
  properties: {
    sid: p.string().length(128).primary(),
    sess: p.json<{ userId: string | null; userAgent?: string | null }>(),
    expire: p.datetime().index('sessions_expire_index'),
    id: p.uuid().defaultRaw('gen_random_uuid()').unique('sessions_id_unique'),
    userId: p.uuid().nullable(),
    stage: p.string().length(20).default('signed-in'),
    createdAt: p.datetime().defaultRaw('now()'),
    lastUsedAt: p.datetime().defaultRaw('now()'),
    ip: p.string().length(64).nullable(),
    reauthenticatedAt: p.datetime().nullable(),
    challenge: p.string().length(200).nullable(),
    failedCodes: p.integer().default(0),
  },
});
export type Session = InferEntity<typeof Session>;
