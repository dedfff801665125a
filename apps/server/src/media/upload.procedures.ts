import { uploadedImageSchema } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { managerProcedure, type supervisorProcedure } from '../trpc/init.ts';
import type { Tag } from '../trpc/rest-door.ts';
import { createUploadUrl, registerUpload } from './uploads.service.ts';

/** Where a domain offers the upload steps over REST. */
interface UploadDoors {
  tag: Tag;
  /** What the image becomes: "a carousel image", "a part's photo". */
  purpose: string;
  /** The last step's path, under the domain's (the carousel's is the specification's). */
  registerPath: string;
  /** The first step's path, for the one domain the specification gives it to. */
  linkPath?: string;
  /** Who may upload: managers unless the domain lets supervisors in too (repair photos). */
  procedure?: typeof managerProcedure | typeof supervisorProcedure;
}

/**
 * The two steps of an image upload around the browser's PUT: a single-use link, then the check
 * that the upload is this manager's and finished. Every domain that shows an uploaded image
 * (carousel images, part photos) offers these same procedures under its own name and paths.
 */
export const uploadProcedures = ({ procedure = managerProcedure, ...doors }: UploadDoors) =>
  ({
    createUploadUrl: procedure
      .meta({
        ...(doors.linkPath && {
          rest: {
            method: 'POST',
            path: doors.linkPath,
            summary: 'Get an upload link',
            description:
              'A single-use link, valid for 15 minutes: PUT the image file to it (`PUT /api/uploads/{token}`), ' +
              'then register it with `PUT /api/carousel-images/upload` (a carousel image) or `PUT /api/parts/upload` (a part’s photo).',
            tag: doors.tag,
            answers: 'Where to PUT the file',
          },
        }),
      })
      .output(z.object({ uploadURL: z.string().meta({ examples: ['/api/uploads/3f2a…'] }) }))
      .mutation(({ ctx }) => createUploadUrl(ctx.deps)),
    registerUpload: procedure
      .meta({
        rest: {
          method: 'PUT',
          path: doors.registerPath,
          summary: 'Register an uploaded image',
          description: `Checks that the image is this staff member’s finished upload and answers its public address, to use as ${doors.purpose}.`,
          tag: doors.tag,
          answers: 'The image’s public address',
          example: { imageURL: '/uploads/3f2a9c1e0b7d4e8fa6c5b4d3e2f1a0b9.webp' },
        },
      })
      .input(uploadedImageSchema())
      .output(z.object({ imageURL: z.string().meta({ description: 'The public address of the uploaded image' }) }))
      .mutation(({ ctx, input }) => registerUpload(ctx.deps, input)),
  }) satisfies TRPCRouterRecord;
