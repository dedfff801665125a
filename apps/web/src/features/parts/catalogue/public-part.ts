import type { PageData } from '../../../public-data.ts';

/** A part as the public catalogue shows it (the catalogue searches in PostgreSQL, by its address). */
export type PublicPart = PageData['parts']['items'][number];
