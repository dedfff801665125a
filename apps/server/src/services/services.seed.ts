import type { EntityManager } from '@mikro-orm/postgresql';
import { Service } from './service.entity.ts';

/**
 * The six services the home page shows, in both languages and in their order: what a new database
 * starts with (the pages show what the database holds). Prices are starting prices for staff
 * reference only.
 */
export const SHOP_SERVICES = [
  {
    icon: 'transmission',
    name: 'Transmission Repair & Rebuild',
    price: '1800.00',
    description: 'Diagnosis, repair and complete rebuilds of automatic and manual transmissions.',
    nameEs: 'Reparación y reconstrucción de transmisiones',
    descriptionEs: 'Diagnóstico, reparación y reconstrucción completa de transmisiones automáticas y estándar.',
    order: 1,
  },
  {
    icon: 'brakes',
    name: 'Brake Service',
    price: '149.00',
    description: 'Pads, rotors, calipers and fluid, inspected and replaced as needed.',
    nameEs: 'Servicio de frenos',
    descriptionEs: 'Balatas, rotores, calipers y líquido, revisados y cambiados cuando hace falta.',
    order: 2,
  },
  {
    icon: 'diagnostics',
    name: 'Engine Diagnostics',
    price: '99.00',
    description: 'Computer diagnostics to find the cause of warning lights and performance problems.',
    nameEs: 'Diagnóstico de motor',
    descriptionEs:
      'Diagnóstico por computadora para encontrar la causa de luces de advertencia y fallas de rendimiento.',
    order: 3,
  },
  {
    icon: 'oil',
    name: 'Oil Change & Maintenance',
    price: '49.00',
    description: 'Oil and filter changes and factory-scheduled maintenance.',
    nameEs: 'Cambio de aceite y mantenimiento',
    descriptionEs: 'Cambios de aceite y filtro y mantenimiento programado de fábrica.',
    order: 4,
  },
  {
    icon: 'electrical',
    name: 'Electrical System Repair',
    price: '120.00',
    description: 'Batteries, alternators, starters, wiring and lighting.',
    nameEs: 'Reparación del sistema eléctrico',
    descriptionEs: 'Baterías, alternadores, marchas, cableado y luces.',
    order: 5,
  },
  {
    icon: 'general',
    name: 'General Auto Repair',
    price: '95.00',
    description: 'Suspension, cooling, steering and everything else your car needs.',
    nameEs: 'Reparación general de autos',
    descriptionEs: 'Suspensión, enfriamiento, dirección y todo lo que su auto necesite.',
    order: 6,
  },
] as const;

export async function seedServices(em: EntityManager): Promise<void> {
  const existing = new Set((await em.find(Service, {})).map((s) => s.icon));
  for (const s of SHOP_SERVICES) if (!existing.has(s.icon)) em.create(Service, { ...s, isActive: true });
  await em.flush();
}
