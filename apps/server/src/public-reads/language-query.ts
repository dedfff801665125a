import { DEFAULT_LANGUAGE, LANGUAGES } from '@shop/contract';
import { z } from 'zod';

/**
 * `?lang=es` on a public read, the one schema every public read's procedure and REST path takes
 * (the catalogue's adds its search to it): the visitor's language, the default one when left out.
 */
export const languageQuery = z
  .strictObject({ lang: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE).meta({ description: 'The visitor’s language' }) })
  .default({ lang: DEFAULT_LANGUAGE });
