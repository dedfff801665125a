import { carouselImageSchema, idSchema, type Language, PUBLIC_READ_PATHS } from '@shop/contract';
import type { TRPCRouterRecord } from '@trpc/server';
import { z } from 'zod';
import { uploadProcedures } from '../media/upload.procedures.ts';
import { languageQuery } from '../public-reads/language-query.ts';
import { readKey } from '../public-reads/public-read.ts';
import { managerProcedure, publicProcedure } from '../trpc/init.ts';
import { carouselImage, deletedImage, slide } from './carousel.answers.ts';
import { carouselRead } from './carousel.reads.ts';
import {
  addCarouselImage,
  deleteCarouselImage,
  listCarouselImages,
  moveCarouselImage,
  updateCarouselImage,
} from './carousel-admin.service.ts';

const byId = z.strictObject({ id: idSchema.meta({ description: 'The image’s id' }) });

export const carouselRouter = {
  list: publicProcedure
    .meta({
      rest: {
        method: 'GET',
        path: PUBLIC_READ_PATHS.carousel,
        summary: 'The home-page carousel',
        description:
          'Active images in their order, with title, description and alt text in the language asked for (English where the Spanish is empty).',
        tag: 'Carousel',
        answers: 'The slides',
        publicRead: ({ lang }: { lang: Language }) => readKey(carouselRead, lang),
      },
    })
    .input(languageQuery)
    .output(z.array(slide))
    .query(({ ctx, input }) => ctx.deps.reads.get(carouselRead, input.lang)),
  adminList: managerProcedure
    .meta({
      rest: {
        method: 'GET',
        path: '/api/admin/carousel-images',
        summary: 'Every carousel image',
        description: 'Active or not, in their order.',
        tag: 'Carousel',
        answers: 'The images',
      },
    })
    .output(z.array(carouselImage))
    .query(({ ctx }) => listCarouselImages(ctx.deps)),
  create: managerProcedure
    .meta({
      rest: {
        method: 'POST',
        path: '/api/admin/carousel-images',
        status: 201,
        summary: 'Add a carousel image',
        description: 'Without an `order` the image goes last.',
        tag: 'Carousel',
        answers: 'The new image',
        example: {
          title: 'Transmission rebuilds',
          description: 'Done in our own shop.',
          imageUrl: '/uploads/3f2a9c1e0b7d4e8fa6c5b4d3e2f1a0b9.webp',
          altText: 'A rebuilt transmission on the bench',
        },
      },
    })
    .input(carouselImageSchema())
    .output(carouselImage)
    .mutation(({ ctx, input }) => addCarouselImage(ctx.deps, input)),
  update: managerProcedure
    .meta({
      rest: {
        method: 'PATCH',
        path: '/api/admin/carousel-images/:id',
        summary: 'Change a carousel image',
        description: 'Any of the fields of adding one.',
        tag: 'Carousel',
        answers: 'The image as saved',
        example: { title: 'Brake service', isActive: false },
        bodyAs: 'image',
      },
    })
    .input(byId.extend({ image: carouselImageSchema().partial() }))
    .output(carouselImage)
    .mutation(({ ctx, input }) => updateCarouselImage(ctx.deps, input)),
  delete: managerProcedure
    .meta({
      rest: {
        method: 'DELETE',
        path: '/api/admin/carousel-images/:id',
        summary: 'Delete a carousel image',
        description: 'Its uploaded file goes too when nothing else uses it.',
        tag: 'Carousel',
        answers: 'The deleted image’s id',
      },
    })
    .input(byId)
    .output(deletedImage)
    .mutation(({ ctx, input }) => deleteCarouselImage(ctx.deps, input)),
  move: managerProcedure
    .input(byId.extend({ direction: z.enum(['up', 'down']) }))
    .output(z.array(carouselImage))
    .mutation(({ ctx, input }) => moveCarouselImage(ctx.deps, input)),
  ...uploadProcedures({
    tag: 'Carousel',
    purpose: 'a carousel image',
    registerPath: '/api/carousel-images/upload',
    linkPath: '/api/objects/upload',
  }),
} satisfies TRPCRouterRecord;
