import { uploadedImageSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { managerProcedure } from '../trpc/init.ts';
import { createUploadUrl, purgeStaleUploads, registerUpload } from './uploads.service.ts';

/**
 * The two steps of an image upload around the browser's PUT: a single-use link, then the check
 * that the upload is this manager's and finished. Every domain that shows an uploaded image
 * (carousel images, part photos) offers these same procedures under its own name.
 */
export const uploadProcedures = {
  createUploadUrl: managerProcedure.mutation(async ({ ctx }) => {
    // Housekeeping rides on new uploads; a store hiccup here must not stop this one.
    await purgeStaleUploads(ctx.em.fork(), ctx.infra.store).catch((error: unknown) =>
      ctx.infra.log.warn({ err: error }, 'purging stale uploads failed'),
    );
    return createUploadUrl(ctx.em, ctx.user.id);
  }),
  registerUpload: managerProcedure
    .input(uploadedImageSchema())
    .mutation(({ ctx, input }) => registerUpload(ctx.em, ctx.user.id, input.imageURL)),
} satisfies TRPCRouterRecord;
