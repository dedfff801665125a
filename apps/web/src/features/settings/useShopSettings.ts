import { rootRouteId, useLoaderData } from '@tanstack/react-router';
import type { PageData } from '../../public-data.ts';

export type ShopSettings = PageData['settings'];

/** The shop's phone, email, address and hours, from the business settings (the root route loads them). */
export function useShopSettings(): ShopSettings | undefined {
  return useLoaderData({ from: rootRouteId });
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const streetAddress = (s: ShopSettings) => `${s.streetAddress}, ${s.city}, ${s.region} ${s.postalCode}`;

export const mapsHref = (s: ShopSettings) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(streetAddress(s))}`;

/** An OpenStreetMap embed around the shop, with a marker on it. */
export function mapEmbedSrc(s: ShopSettings): string {
  const lat = Number(s.latitude);
  const lon = Number(s.longitude);
  const bbox = [lon - 0.01, lat - 0.006, lon + 0.01, lat + 0.006].join(',');
  return `https://www.openstreetmap.org/export/embed.html?bbox=${bbox}&layer=mapnik&marker=${lat},${lon}`;
}
