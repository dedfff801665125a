import type { DomainModule } from '../domain-module.ts';
import { sharedPageData } from '../http/page-render.ts';
import { catalogueRead, categoriesRead, wholeCatalogue } from './catalogue.reads.ts';
import { categoriesRouter } from './categories.router.ts';
import { Part } from './part.entity.ts';
import { seedCategories } from './part-categories.ts';
import { PartCategory } from './part-category.entity.ts';
import { partsRouter } from './parts.router.ts';

/** The public catalogue, the managers' inventory and the part categories. */
export const partsModule = {
  routers: { parts: partsRouter, categories: categoriesRouter },
  entities: [Part, PartCategory],
  reads: [catalogueRead, categoriesRead, wholeCatalogue],
  pages: {
    /** One page of the catalogue: the search, category and page of the address. */
    parts: sharedPageData((reads, { language, search }) => reads.get(catalogueRead, { language, query: search })),
    /** The catalogue's category filter: the categories with parts on offer. */
    categories: sharedPageData((reads, { language }) => reads.get(categoriesRead, language)),
  },
  seed: seedCategories,
} satisfies DomainModule;
