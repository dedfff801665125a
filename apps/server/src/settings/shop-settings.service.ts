import {
  type BusinessSettingsInput,
  type ShopSettings,
  type ShopSettingsInput,
  shopSettingsSchema,
} from '@shop/contract';
import { type Deps, inTransaction } from '../trpc/deps.ts';
import { settingsRead } from './settings.reads.ts';
import {
  type PublicSettings,
  type RepairSettings,
  readPublicSettings,
  readRepairSettings,
  updateSettings,
} from './settings.service.ts';

/** The stored facts as the Settings screen groups them. */
export function asShopSettings(s: PublicSettings, repairs: RepairSettings): ShopSettings {
  return {
    shopName: s.shopName,
    phone: s.phone,
    email: s.email,
    address: { street: s.streetAddress, city: s.city, region: s.region, postalCode: s.postalCode },
    location: { latitude: s.latitude, longitude: s.longitude },
    hours: s.weeklyHours,
    specialDays: s.specialDays,
    slotCapacity: s.slotCapacity,
    manageCutoffHours: s.manageCutoffHours,
    yearsOfExperience: s.yearsOfExperience,
    googleReviewUrl: s.googleReviewUrl,
    repairs: { ...repairs },
  };
}

/** The shop's settings as visitors read them: from memory, loaded again once a change commits. */
export function shopSettings({ reads }: Pick<Deps, 'reads'>): Promise<PublicSettings> {
  return reads.get(settingsRead);
}

/** Who at the shop hears of new messages and bookings: CONTACT_NOTIFY_EMAIL, else the shop's email. */
export async function shopNotifyEmail(deps: Pick<Deps, 'config' | 'reads'>): Promise<string> {
  return deps.config.CONTACT_NOTIFY_EMAIL ?? (await shopSettings(deps)).email;
}

export async function readShopSettings({ em }: Pick<Deps, 'em'>): Promise<ShopSettings> {
  return asShopSettings(await readPublicSettings(em), await readRepairSettings(em));
}

/** A manager's save from the Settings screen, written onto the stored keys; left-out fields stay. */
export async function saveShopSettings(deps: Deps, input: ShopSettingsInput): Promise<ShopSettings> {
  const s = shopSettingsSchema().parse(input);
  const changes: BusinessSettingsInput = {
    shopName: s.shopName,
    phone: s.phone,
    email: s.email,
    streetAddress: s.address?.street,
    city: s.address?.city,
    region: s.address?.region,
    postalCode: s.address?.postalCode,
    latitude: s.location?.latitude,
    longitude: s.location?.longitude,
    weeklyHours: s.hours,
    specialDays: s.specialDays,
    slotCapacity: s.slotCapacity,
    manageCutoffHours: s.manageCutoffHours,
    yearsOfExperience: s.yearsOfExperience,
    googleReviewUrl: s.googleReviewUrl,
    ...s.repairs,
  };
  return inTransaction(deps, async ({ em, audit, changed }) => {
    const saved = asShopSettings(await updateSettings(em, changes), await readRepairSettings(em));
    await audit.record({
      action: 'settings-changed',
      target: { kind: 'settings', label: Object.keys(input).join(', ') },
    });
    changed('settings');
    return saved;
  });
}
