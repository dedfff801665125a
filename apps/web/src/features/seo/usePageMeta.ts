import { createContext, useContext, useEffect } from 'react';
import { useShopSettings } from '../settings/useShopSettings.ts';

export interface PageMeta {
  title?: string;
  description?: string;
}

/** On the server: where the page being rendered leaves its title and description for the head. */
export const PageMetaSink = createContext<PageMeta | null>(null);

/**
 * The page's title and meta description, in the active language (the strings come translated).
 * The title is built around the shop's name from the business settings, once they are known.
 */
export function usePageMeta(title: (shopName: string) => string, description: string): void {
  const shopName = useShopSettings()?.shopName;
  const text = shopName ? title(shopName) : undefined;
  const sink = useContext(PageMetaSink);
  if (sink) {
    sink.title = text;
    sink.description = description;
  }
  useEffect(() => {
    if (text) document.title = text;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [text, description]);
}
