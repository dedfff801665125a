import type { EntityManager } from '@mikro-orm/postgresql';
import { Service } from './service.entity.ts';

/** The six services the home page shows. Prices are starting prices for staff reference only. */
export const SHOP_SERVICES = [
  {
    icon: 'transmission',
    name: 'Transmission Repair & Rebuild',
    price: '1800.00',
    description: 'Diagnosis, repair and complete rebuilds of automatic and manual transmissions.',
  },
  {
    icon: 'brakes',
    name: 'Brake Service',
    price: '149.00',
    description: 'Pads, rotors, calipers, lines and fluid, inspected and replaced as needed.',
  },
  {
    icon: 'diagnostics',
    name: 'Engine Diagnostics',
    price: '99.00',
    description: 'Computer diagnostics to find the cause of warning lights and performance problems.',
  },
  {
    icon: 'oil',
    name: 'Oil Change & Maintenance',
    price: '49.00',
    description: 'Oil and filter changes and factory-scheduled maintenance.',
  },
  {
    icon: 'electrical',
    name: 'Electrical System Repair',
    price: '120.00',
    description: 'Batteries, alternators, starters, wiring and lighting.',
  },
  {
    icon: 'general',
    name: 'General Auto Repair',
    price: '95.00',
    description: 'Suspension, cooling, steering and everything else your car needs.',
  },
] as const;

export async function seedServices(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Service, {})).map((s) => s.icon));
  for (const s of SHOP_SERVICES) if (!existing.has(s.icon)) em.create(Service, { ...s, isActive: true });
  await em.flush();
}
