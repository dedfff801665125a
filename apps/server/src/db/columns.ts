import { p } from '@mikro-orm/core';

/** Serial primary key used by every table except users and sessions. */
export const serialId = () => p.integer().primary().autoincrement();

/** Set once by the ORM on insert; the database default covers rows written by SQL. */
export const createdAt = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date());

export const updatedAt = () =>
  p
    .datetime()
    .defaultRaw('now()')
    .onCreate(() => new Date())
    .onUpdate(() => new Date());

/** numeric(10,2), kept as a string end to end so money never passes through a float. */
export const money = () => p.decimal('string').precision(10).scale(2);
