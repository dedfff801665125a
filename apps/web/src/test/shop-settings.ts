import type { PageData } from '../public-data.ts';

/** The address the test renders are for. */
export const TEST_ORIGIN = 'https://desertgear.example';

const everyDay = { open: true, from: '08:30', to: '18:00' };

/**
 * The shop's public settings as the server's reads hand them out: Desert Gear in Las Vegas, open
 * 8:30 to 18:00 every day, with what a test changes on top.
 */
export const shopSettings = (changes: Record<string, unknown> = {}) =>
  ({
    shopName: 'Desert Gear',
    phone: '(702) 555-0142',
    email: 'service@desertgear.example',
    streetAddress: '4120 W Tropicana Ave',
    city: 'Las Vegas',
    region: 'NV',
    postalCode: '89103',
    latitude: '36.1003',
    longitude: '-115.1947',
    yearsOfExperience: '20',
    googleReviewUrl: '',
    weeklyHours: Object.fromEntries(
      ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => [d, everyDay]),
    ),
    specialDays: [],
    slotCapacity: 2,
    ...changes,
  }) as unknown as PageData['settings'];
