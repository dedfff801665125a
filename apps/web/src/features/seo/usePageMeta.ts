import { useEffect } from 'react';
import { useShopSettings } from '../settings/useShopSettings.ts';

/**
 * The page's title and meta description, in the active language (the strings come translated).
 * The title is built around the shop's name from the business settings, once they are known.
 */
export function usePageMeta(title: (shopName: string) => string, description: string): void {
  const shopName = useShopSettings()?.shopName;
  const text = shopName ? title(shopName) : undefined;
  useEffect(() => {
    if (text) document.title = text;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [text, description]);
}
