import { LANGUAGES } from '@shop/contract';
import { z } from 'zod';

/** `?lang=es` on a public read: the visitor's language, English when left out. */
export const languageQuery = z
  .strictObject({ lang: z.enum(LANGUAGES).default('en').meta({ description: 'The visitor’s language' }) })
  .default({ lang: 'en' });
