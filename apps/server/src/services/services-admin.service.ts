import type { EntityManager } from '@mikro-orm/postgresql';
import type { NewServiceInput, ServiceChangeInput } from '@shop/contract';
import { newServiceSchema, serviceChangeSchema } from '@shop/contract';
import type { PublicReads } from '../public-reads/public-reads.ts';
import { Refusal } from '../refusal.ts';
import { Service } from './service.entity.ts';

/** A service as the Services screen edits it: both languages, icon, order, active, price. */
export function serviceView(s: Service) {
  return {
    id: s.id,
    name: s.name,
    nameEs: s.nameEs ?? null,
    description: s.description,
    descriptionEs: s.descriptionEs ?? null,
    icon: s.icon ?? null,
    order: s.order,
    isActive: s.isActive,
    price: s.price,
  };
}
export type ServiceView = ReturnType<typeof serviceView>;

/** Every service, hidden ones too, in their order. */
export async function listServices(em: EntityManager): Promise<ServiceView[]> {
  const rows = await em.find(Service, {}, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map(serviceView);
}

export async function addService(em: EntityManager, reads: PublicReads, input: NewServiceInput): Promise<ServiceView> {
  const data = newServiceSchema().parse(input);
  const [last] = await em.find(Service, {}, { orderBy: { order: 'desc' }, limit: 1 });
  const service = em.create(Service, {
    ...data,
    order: data.order ?? (last ? last.order + 1 : 1),
    price: data.price ?? '0.00',
  });
  await em.flush();
  reads.changed('services');
  return serviceView(service);
}

export async function changeService(
  em: EntityManager,
  reads: PublicReads,
  id: number,
  input: ServiceChangeInput,
): Promise<ServiceView> {
  const changes = serviceChangeSchema().parse(input);
  const service = await em.findOne(Service, { id });
  if (!service) throw new Refusal('not-found', 'Service not found');
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) Object.assign(service, { [key]: value });
  }
  await em.flush();
  reads.changed('services');
  return serviceView(service);
}
