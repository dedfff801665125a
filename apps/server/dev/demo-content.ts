import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@shop/contract';
import { Appointment } from '../src/appointments/appointment.entity.ts';
import { addDays, shopDate, shopInstant } from '../src/appointments/shop-clock.ts';
import { hashPassword } from '../src/auth/passwords.ts';
import { saveTwoFactorPolicy } from '../src/auth/two-factor-policy.ts';
import { User } from '../src/auth/user.entity.ts';
import { CarouselImage } from '../src/carousel/carousel-image.entity.ts';
import { ContactMessage } from '../src/messages/contact-message.entity.ts';
import { Part } from '../src/parts/part.entity.ts';
import { Service } from '../src/services/service.entity.ts';

/** Demo staff, one per role. Printed at start and listed in the README; demo mode only. */
export const DEMO_ACCOUNTS: { email: string; password: string; role: Role; firstName: string; lastName: string }[] = [
  {
    email: 'manager@desertgear.example',
    password: 'manager-demo-2026',
    role: 'manager',
    firstName: 'Maria',
    lastName: 'Lopez',
  },
  {
    email: 'supervisor@desertgear.example',
    password: 'supervisor-demo-2026',
    role: 'supervisor',
    firstName: 'Sam',
    lastName: 'Carter',
  },
  {
    email: 'user@desertgear.example',
    password: 'user-demo-2026',
    role: 'user',
    firstName: 'Jordan',
    lastName: 'Reyes',
  },
];

type DemoPart = Pick<Part, 'name' | 'category' | 'price' | 'condition' | 'status'> &
  Partial<Pick<Part, 'description' | 'brand' | 'partNumber' | 'imageUrl' | 'salePrice' | 'soldTo' | 'soldNotes'>>;

const PARTS: DemoPart[] = [
  {
    name: '4L60E Automatic Transmission',
    category: 'Transmissions',
    brand: 'GM',
    partNumber: '24230186',
    price: '1450.00',
    condition: 'refurbished',
    status: 'available',
    description: 'Rebuilt 4L60E with new clutches, seals and shift kit. Fits 1998-2005 Chevy and GMC trucks.',
  },
  {
    name: '6R80 Transmission Assembly',
    category: 'Transmissions',
    brand: 'Ford',
    partNumber: 'BL3Z-7000-S',
    price: '1950.00',
    condition: 'used',
    status: 'available',
    description: 'Low-mileage unit from a 2014 F-150, tested on the dyno.',
  },
  {
    name: 'Torque Converter 4R70W',
    category: 'Transmissions',
    brand: 'Sonnax',
    partNumber: 'TC-4R70-12',
    price: '320.00',
    condition: 'new',
    status: 'reserved',
    description: 'Stall-matched converter for 4R70W and 4R75E.',
  },
  {
    name: 'Transmission Filter Kit',
    category: 'Transmissions',
    brand: 'ACDelco',
    partNumber: 'TF328',
    price: '38.50',
    condition: 'new',
    status: 'available',
    description: 'Filter, gasket and O-ring for Allison 1000.',
  },
  {
    name: 'Ceramic Brake Pads (Front)',
    category: 'Brakes',
    brand: 'Akebono',
    partNumber: 'ACT1084',
    price: '64.99',
    condition: 'new',
    status: 'available',
    description: 'Low-dust ceramic pads for Toyota Camry and Lexus ES.',
  },
  {
    name: 'Brake Rotor Pair',
    category: 'Brakes',
    brand: 'Brembo',
    partNumber: '09.A455.11',
    price: '129.00',
    condition: 'new',
    status: 'available',
    description: 'Coated front rotors, sold as a pair.',
  },
  {
    name: 'Brake Caliper (Rear Left)',
    category: 'Brakes',
    brand: 'Cardone',
    partNumber: '18-B4996',
    price: '58.00',
    condition: 'refurbished',
    status: 'sold',
    salePrice: '55.00',
    soldTo: 'Luis Hernandez',
    soldNotes: 'Picked up in person.',
  },
  {
    name: 'Alternator 160A',
    category: 'Electrical',
    brand: 'Bosch',
    partNumber: 'AL0886X',
    price: '189.00',
    condition: 'refurbished',
    status: 'available',
    description: 'Remanufactured alternator, 160 amp, tested.',
  },
  {
    name: 'Starter Motor',
    category: 'Electrical',
    brand: 'Denso',
    partNumber: '280-0418',
    price: '142.00',
    condition: 'used',
    status: 'available',
    description: 'Pulled from a 2016 Honda Accord, 42k miles.',
  },
  {
    name: 'Battery Group 24F',
    category: 'Electrical',
    brand: 'Interstate',
    partNumber: 'MTP-24F',
    price: '165.00',
    condition: 'new',
    status: 'sold',
    salePrice: '165.00',
    soldTo: 'Desert Fleet Services',
    soldNotes: 'Fleet account, invoice 2231.',
  },
  {
    name: 'Mass Air Flow Sensor',
    category: 'Engine',
    brand: 'Delphi',
    partNumber: 'AF10138',
    price: '96.00',
    condition: 'new',
    status: 'available',
    description: 'Direct-fit MAF sensor for GM 5.3L and 6.0L.',
  },
  {
    name: 'Cylinder Head 2.4L',
    category: 'Engine',
    brand: 'Hyundai',
    partNumber: '22100-2G000',
    price: '540.00',
    condition: 'used',
    status: 'available',
    description: 'Pressure tested and resurfaced. Theta II 2.4L.',
  },
  {
    name: 'Water Pump',
    category: 'Engine',
    brand: 'Aisin',
    partNumber: 'WPT-190',
    price: '84.00',
    condition: 'new',
    status: 'reserved',
    description: 'OE-quality water pump with gasket.',
  },
  {
    name: 'Radiator, Aluminum Core',
    category: 'Cooling',
    brand: 'Spectra',
    partNumber: 'CU2957',
    price: '210.00',
    condition: 'new',
    status: 'available',
    description: 'Fits 2007-2013 Silverado and Sierra.',
  },
];

const CAROUSEL = [
  {
    title: 'Transmission specialists',
    description: 'Rebuilds and repairs for automatic and manual transmissions.',
    imageUrl: '/demo/carousel-transmission.webp',
    altText: 'A mechanic rebuilding an automatic transmission on a workbench',
    order: 1,
  },
  {
    title: 'Complete auto repair',
    description: 'From brakes to electrical, one trusted shop for every repair.',
    imageUrl: '/demo/carousel-shop.webp',
    altText: 'Service bays of the repair shop with a car on a lift',
    order: 2,
  },
  {
    title: 'Se habla español',
    description: 'Friendly service in English and Spanish.',
    imageUrl: '/demo/carousel-team.webp',
    altText: 'The shop team ready to help customers at the front counter',
    order: 3,
  },
];

const MESSAGES = [
  {
    name: 'Karen Mitchell',
    email: 'karen.m@example.com',
    phone: '7025550181',
    subject: 'Transmission slipping',
    message: 'My 2012 Silverado slips between 2nd and 3rd gear. Can you take a look this week?',
    status: 'unread',
  },
  {
    name: 'José Ramírez',
    email: 'jose.ramirez@example.com',
    phone: '7025550117',
    subject: 'Cotización de frenos',
    message: '¿Cuánto cuesta cambiar las pastillas delanteras de un Corolla 2018?',
    status: 'read',
  },
  {
    name: 'Tom Becker',
    email: 'tbecker@example.com',
    phone: '7025550163',
    subject: 'Check engine light',
    message: 'The check engine light came on after I filled up. Do you do diagnostics on Saturdays?',
    status: 'replied',
  },
];

/** The demo staff accounts, as the server prints them at start. */
export interface DemoContent {
  demoAccounts: { email: string; password: string; role: Role }[];
}

export async function seedDemoContent(em: EntityManager): Promise<DemoContent> {
  let madeAccounts = false;
  for (const account of DEMO_ACCOUNTS) {
    if (!(await em.count(User, { email: account.email }))) {
      em.create(User, { ...account, password: await hashPassword(account.password), isActive: true });
      madeAccounts = true;
    }
  }
  // A new demo database asks nobody for a second factor, so the demo accounts above sign in with
  // their passwords alone; a manager turns it on under Users.
  if (madeAccounts) await saveTwoFactorPolicy(em, 'nobody');
  if (!(await em.count(Part, {}))) {
    const now = Date.now();
    PARTS.forEach((part, i) => {
      em.create(Part, {
        ...part,
        isActive: true,
        soldDate: part.status === 'sold' ? new Date(now - (i + 1) * 86_400_000) : null,
      });
    });
  }
  if (!(await em.count(CarouselImage, {}))) {
    for (const image of CAROUSEL) em.create(CarouselImage, { ...image, isActive: true });
  }
  if (!(await em.count(ContactMessage, {}))) {
    for (const message of MESSAGES) em.create(ContactMessage, message);
  }
  if (!(await em.count(Appointment, {}))) {
    const services = await em.find(Service, {}, { orderBy: { id: 'asc' } });
    // On the shop's calendar in Las Vegas: today, in two days, three days ago.
    const today = shopDate(new Date());
    const at = (days: number, time: string) => shopInstant(addDays(today, days), time);
    const vehicle = (vehicleYear: number, vehicleMake: string, vehicleModel: string) => ({
      vehicleYear,
      vehicleMake,
      vehicleModel,
    });
    em.create(Appointment, {
      firstName: 'Ana',
      lastName: 'Torres',
      email: 'ana.torres@example.com',
      phone: '7025550133',
      service: services[0],
      ...vehicle(2014, 'Toyota', 'Camry'),
      appointmentDate: at(0, '09:00'),
      status: 'confirmed',
      confirmedAt: new Date(),
      language: 'es',
      notes: 'Hard shifting when cold.',
    });
    em.create(Appointment, {
      firstName: 'Mike',
      lastName: 'Owens',
      email: 'mike.owens@example.com',
      phone: '7025550198',
      service: services[1],
      ...vehicle(2018, 'Ford', 'F-150'),
      appointmentDate: at(0, '14:00'),
      status: 'pending',
      language: 'en',
    });
    em.create(Appointment, {
      firstName: 'Priya',
      lastName: 'Shah',
      email: 'priya.shah@example.com',
      phone: '7025550150',
      service: null,
      ...vehicle(2011, 'Honda', 'Accord'),
      appointmentDate: at(2, '11:00'),
      status: 'pending',
      language: 'en',
    });
    em.create(Appointment, {
      firstName: 'Carlos',
      lastName: 'Vega',
      email: 'carlos.vega@example.com',
      phone: '7025550109',
      service: services[3],
      ...vehicle(2009, 'Chevrolet', 'Silverado'),
      appointmentDate: at(-3, '08:30'),
      status: 'completed',
      language: 'es',
    });
  }
  await em.flush();
  return { demoAccounts: DEMO_ACCOUNTS.map(({ email, password, role }) => ({ email, password, role })) };
}
