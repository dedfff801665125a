import { z } from 'zod';
import { type CallerOf, defineRoute, type ProcedurePath, type RestRoute } from '../http/rest.ts';
import type { Tag } from '../http/route-doc.ts';

const uploaded = z.strictObject({
  imageURL: z.string().max(500).meta({
    description: 'What was uploaded: the signed upload URL the file was PUT to, or the image URL that PUT answered',
  }),
});

/**
 * The last step of an upload, under the path of the domain the image is for (the carousel's is
 * the specification's `PUT /api/carousel-images/upload`; parts have their own beside it).
 */
export function uploadRegistrationRoute<N extends ProcedurePath>(route: {
  url: string;
  tag: Tag;
  /** What the image becomes: "a carousel image", "a part's photo". */
  purpose: string;
  /** The domain's `registerUpload` procedure, whose access the path has. */
  procedure: N;
  register: (caller: CallerOf<N>, body: { imageURL: string }) => Promise<{ imageURL: string }>;
}): RestRoute {
  return defineRoute({
    method: 'PUT',
    url: route.url,
    summary: 'Register an uploaded image',
    description: `Checks that the image is this manager’s finished upload and answers its public address, to use as ${route.purpose}.`,
    tag: route.tag,
    procedure: route.procedure,
    body: uploaded,
    example: { imageURL: '/uploads/3f2a9c1e0b7d4e8fa6c5b4d3e2f1a0b9.webp' },
    answer: {
      description: 'The image’s public address',
      schema: z.object({ imageURL: z.string().meta({ description: 'The public address of the uploaded image' }) }),
    },
    handle: (caller, { body }) => route.register(caller, body),
  });
}
