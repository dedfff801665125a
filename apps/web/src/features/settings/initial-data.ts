import type { QueryClient } from '@tanstack/react-query';
import { type RouterOutputs, trpc } from '../../trpc.ts';

declare global {
  interface Window {
    /** Written into index.html by the server: what the first render needs. */
    __SHOP_DATA__?: { settings?: RouterOutputs['settings']['public']; carousel?: RouterOutputs['carousel']['list'] };
  }
}

/** Puts the data the server wrote into the page into the query cache, saving the first API calls. */
export function seedInitialData(queryClient: QueryClient): void {
  const data = window.__SHOP_DATA__;
  if (data?.settings) queryClient.setQueryData(trpc.settings.public.queryKey(), data.settings);
  if (data?.carousel) queryClient.setQueryData(trpc.carousel.list.queryKey(), data.carousel);
}
