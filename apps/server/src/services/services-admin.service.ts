import type { NewServiceInput, ServiceChangeInput } from '@shop/contract';
import { newServiceSchema, serviceChangeSchema } from '@shop/contract';
import { Refusal } from '../refusal.ts';
import { type Deps, inTransaction } from '../trpc/deps.ts';
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
export async function listServices({ em }: Pick<Deps, 'em'>): Promise<ServiceView[]> {
  const rows = await em.find(Service, {}, { orderBy: { order: 'asc', id: 'asc' } });
  return rows.map(serviceView);
}

export async function addService(deps: Deps, input: NewServiceInput): Promise<ServiceView> {
  const data = newServiceSchema().parse(input);
  return inTransaction(deps, async ({ em, audit, changed }) => {
    const [last] = await em.find(Service, {}, { orderBy: { order: 'desc' }, limit: 1 });
    const service = em.create(Service, {
      ...data,
      order: data.order ?? (last ? last.order + 1 : 1),
      price: data.price ?? '0.00',
    });
    await em.flush();
    await audit.record({
      action: 'services-changed',
      target: { kind: 'service', id: String(service.id), label: `added: ${data.name}` },
    });
    changed('services');
    return serviceView(service);
  });
}

/** Only the fields sent change. */
export async function changeService(
  deps: Deps,
  { id, service: input }: { id: number; service: ServiceChangeInput },
): Promise<ServiceView> {
  const changes = serviceChangeSchema().parse(input);
  return inTransaction(deps, async ({ em, audit, changed }) => {
    const service = await em.findOne(Service, { id });
    if (!service) throw new Refusal('not-found', 'Service not found');
    for (const [key, value] of Object.entries(changes)) {
      if (value !== undefined) Object.assign(service, { [key]: value });
    }
    await em.flush();
    await audit.record({
      action: 'services-changed',
      target: { kind: 'service', id: String(id), label: `changed: ${Object.keys(input).join(', ')}` },
    });
    changed('services');
    return serviceView(service);
  });
}
