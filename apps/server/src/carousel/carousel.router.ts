import { carouselImageSchema, idSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { auditByCaller, recordAuditEvent } from '../audit/audit-trail.ts';
import { uploadProcedures } from '../media/upload.procedures.ts';
import { languageQuery } from '../public-reads/language-query.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import {
  addCarouselImage,
  deleteCarouselImage,
  listCarouselImages,
  moveCarouselImage,
  updateCarouselImage,
} from './carousel-admin.service.ts';
import { CarouselImage } from './carousel-image.entity.ts';

const byId = z.strictObject({ id: idSchema });

export const carouselRouter = {
  list: publicProcedure.input(languageQuery).query(({ ctx, input }) => ctx.infra.reads.carousel(input.lang)),
  adminList: managerProcedure.query(({ ctx }) => listCarouselImages(ctx.em)),
  create: managerProcedure
    .input(carouselImageSchema())
    .mutation(({ ctx, input }) => addCarouselImage(ctx.em, ctx.infra.reads, input)),
  update: managerProcedure
    .input(byId.extend({ image: carouselImageSchema().partial() }))
    .mutation(({ ctx, input }) => updateCarouselImage(ctx.em, ctx.infra.reads, ctx.infra.store, input.id, input.image)),
  delete: managerProcedure.input(byId).mutation(async ({ ctx, input }) => {
    const image = await ctx.em.findOne(CarouselImage, { id: input.id }, { fields: ['title'] });
    const deleted = await deleteCarouselImage(ctx.em, ctx.infra.reads, ctx.infra.store, input.id);
    await recordAuditEvent(ctx.em, auditByCaller(ctx), {
      action: 'image-deleted',
      target: { kind: 'carousel-image', id: String(input.id), label: image?.title ?? null },
    });
    return deleted;
  }),
  move: managerProcedure
    .input(byId.extend({ direction: z.enum(['up', 'down']) }))
    .mutation(({ ctx, input }) => moveCarouselImage(ctx.em, ctx.infra.reads, input.id, input.direction)),
  ...uploadProcedures,
} satisfies TRPCRouterRecord;
