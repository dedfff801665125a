import { z } from 'zod';
import { CATALOGUE_MAX_PAGE, CATEGORY_MAX_LENGTH, type CatalogueSearch } from './catalogue-address.ts';
import { cleanString } from './fields.ts';
import { englishMessages, type ValidationMessages } from './messages.ts';
import { PAGE_SIZES, searchField } from './paging.ts';
import { isPlainLine } from './plain-text.ts';

/** The query of `GET /api/parts` and `parts.list` beyond the language: a bad value is a 400. */
export const catalogueQueryFields = (m: ValidationMessages = englishMessages) => ({
  q: searchField(m),
  category: cleanString(m, isPlainLine).max(CATEGORY_MAX_LENGTH, m.tooLong).optional(),
  page: z.coerce
    .number({ error: m.invalidValue })
    .int(m.invalidValue)
    .min(1, m.invalidValue)
    .max(CATALOGUE_MAX_PAGE, m.invalidValue)
    .optional(),
  limit: z.coerce
    .number({ error: m.invalidValue })
    .int(m.invalidValue)
    .min(1, m.invalidValue)
    .max(PAGE_SIZES.max, m.invalidValue)
    .optional(),
});

/** Whether a catalogue query asks for one page (else the REST path answers the whole list). */
export const asksForCataloguePage = (query: CatalogueSearch & { limit?: number | undefined }) =>
  query.q !== undefined || query.category !== undefined || query.page !== undefined || query.limit !== undefined;
