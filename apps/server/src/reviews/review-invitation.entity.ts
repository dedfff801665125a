import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Appointment } from '../appointments/appointment.entity.ts';
import { createdAt, serialId } from '../db/columns.ts';

/** The review request of one completed appointment; its link's token is kept only as a hash. */
export const ReviewInvitation = defineEntity({
  name: 'ReviewInvitation',
  tableName: 'review_invitations',
  properties: {
    id: serialId(),
    appointment: () => p.manyToOne(Appointment).fieldName('appointment_id').unique().deleteRule('cascade'),
    /** SHA-256 of the token, hex: a stolen database copy holds no working link. */
    tokenHash: p.string().columnType('char(64)').unique(),
    expiresAt: p.datetime(),
    createdAt: createdAt(),
  },
});
export type ReviewInvitation = InferEntity<typeof ReviewInvitation>;
