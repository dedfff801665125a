import { carouselImageSchema, idSchema, PUBLIC_READ_PATHS } from '@shop/contract';
import { z } from 'zod';
import { defineRoute, type RestRoute } from '../http/rest.ts';
import { uploadRegistrationRoute } from '../media/upload-registration.rest.ts';
import { languageQuery } from '../public-reads/language-query.ts';

const byId = z.object({ id: idSchema.meta({ description: 'The image’s id' }) });

/** A slide as the home page shows it. */
const slide = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  altText: z.string().nullable(),
  isActive: z.boolean(),
  order: z.number().int(),
});

/** An image as managers edit it: both languages (null Spanish: the English text shows). */
const carouselImage = slide.extend({
  titleEs: z.string().nullable(),
  descriptionEs: z.string().nullable(),
  altTextEs: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const carouselRestRoutes: RestRoute[] = [
  defineRoute({
    method: 'GET',
    url: PUBLIC_READ_PATHS.carousel,
    summary: 'The home-page carousel',
    description:
      'Active images in their order, with title, description and alt text in the language asked for (English where the Spanish is empty).',
    tag: 'Carousel',
    procedure: 'carousel.list',
    query: languageQuery,
    publicRead: ({ lang }) => `carousel:${lang}`,
    answer: { description: 'The slides', schema: z.array(slide) },
    handle: (caller, { query }) => caller.carousel.list(query),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/admin/carousel-images',
    summary: 'Every carousel image',
    description: 'Active or not, in their order.',
    tag: 'Carousel',
    procedure: 'carousel.adminList',
    answer: { description: 'The images', schema: z.array(carouselImage) },
    handle: (caller) => caller.carousel.adminList(),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/admin/carousel-images',
    summary: 'Add a carousel image',
    description: 'Without an `order` the image goes last.',
    tag: 'Carousel',
    procedure: 'carousel.create',
    body: carouselImageSchema(),
    example: {
      title: 'Transmission rebuilds',
      description: 'Done in our own shop.',
      imageUrl: '/uploads/3f2a9c1e0b7d4e8fa6c5b4d3e2f1a0b9.webp',
      altText: 'A rebuilt transmission on the bench',
    },
    answer: { status: 201, description: 'The new image', schema: carouselImage },
    handle: (caller, { body }) => caller.carousel.create(body),
  }),
  defineRoute({
    method: 'PATCH',
    url: '/api/admin/carousel-images/:id',
    summary: 'Change a carousel image',
    description: 'Any of the fields of adding one.',
    tag: 'Carousel',
    procedure: 'carousel.update',
    params: byId,
    body: carouselImageSchema().partial(),
    example: { title: 'Brake service', isActive: false },
    answer: { description: 'The image as saved', schema: carouselImage },
    handle: (caller, { params, body }) => caller.carousel.update({ id: params.id, image: body }),
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/admin/carousel-images/:id',
    summary: 'Delete a carousel image',
    description: 'Its uploaded file goes too when nothing else uses it.',
    tag: 'Carousel',
    procedure: 'carousel.delete',
    params: byId,
    answer: { description: 'The deleted image’s id', schema: z.object({ id: z.number().int() }) },
    handle: (caller, { params }) => caller.carousel.delete({ id: params.id }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/objects/upload',
    summary: 'Get an upload link',
    description:
      'A single-use link, valid for 15 minutes: PUT the image file to it (`PUT /api/uploads/{token}`), ' +
      'then register it with `PUT /api/carousel-images/upload` (a carousel image) or `PUT /api/parts/upload` (a part’s photo).',
    tag: 'Carousel',
    procedure: ['carousel.createUploadUrl', 'carousel.registerUpload'],
    answer: {
      description: 'Where to PUT the file',
      schema: z.object({ uploadURL: z.string().meta({ examples: ['/api/uploads/3f2a…'] }) }),
    },
    handle: (caller) => caller.carousel.createUploadUrl(),
  }),
  uploadRegistrationRoute({
    url: '/api/carousel-images/upload',
    tag: 'Carousel',
    purpose: 'a carousel image',
    procedure: 'carousel.registerUpload',
    register: (caller, body) => caller.carousel.registerUpload(body),
  }),
];
