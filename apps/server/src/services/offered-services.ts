import type { EntityManager } from '@mikro-orm/postgresql';
import type { Language } from '@shop/contract';
import { Service } from './service.entity.ts';

/** A service as the public pages show it, in one language; never its price. */
export interface OfferedService {
  id: number;
  icon: string | null;
  name: string;
  description: string;
}

/** Active services in their order, in `language`; an empty Spanish text shows the English one. */
export async function listOfferedServices(em: EntityManager, language: Language): Promise<OfferedService[]> {
  const rows = await em.find(Service, { isActive: true }, { orderBy: { order: 'asc', id: 'asc' } });
  const spanish = language === 'es';
  return rows.map((s) => ({
    id: s.id,
    icon: s.icon ?? null,
    name: (spanish && s.nameEs) || s.name,
    description: (spanish && s.descriptionEs) || s.description,
  }));
}
