import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { ROLES } from '@shop/contract';
import { createdAt, updatedAt } from '../db/columns.ts';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  properties: {
    id: p.uuid().primary().defaultRaw('gen_random_uuid()'),
    email: p.string().length(255).unique(),
    password: p.string().length(255).hidden().lazy(),
    firstName: p.string().length(100).nullable(),
    lastName: p.string().length(100).nullable(),
    profileImageUrl: p.string().length(500).nullable(),
    role: p.enum(ROLES).columnType('varchar(20)').default('user'),
    isActive: p.boolean().default(true),
    lastSignInAt: p.datetime().nullable(),
    /** Whether the account has a second factor (an authenticator app or a passkey): read, never written. */
    twoStep: p
      .boolean()
      .formula(
        (cols) =>
          `(${cols}.totp_secret is not null or exists (select 1 from passkeys pk where pk.user_id = ${cols}.id))`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
});
export type User = InferEntity<typeof User>;
