import type { PublicData } from '../../../public-data.ts';

/** A part as the public catalogue shows it (the catalogue searches in PostgreSQL, by its address). */
export type PublicPart = PublicData['parts']['items'][number];
