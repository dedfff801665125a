import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from './trpc.ts';

/**
 * The tRPC query cache, for the screens that use it: the staff screens and the header's signed-in
 * buttons. Each of them is loaded on demand, so public pages never download it. They all share
 * one client, so what one caches (the signed-in user) the others see.
 */
export function DataProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
