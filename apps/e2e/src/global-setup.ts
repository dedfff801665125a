import type { TestProject } from 'vitest/node';
import { startShopServerPool } from './shop-server-pool.ts';

/** The browser tests' shop servers, one per worker, started as the workers ask (shop-server-pool.ts). */
export default async function setup(project: TestProject) {
  const pool = await startShopServerPool();
  project.provide('shopServerPool', pool.url);
  return () => pool.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a worker asks for its shop server (shop.ts). */
    shopServerPool: string;
    /** How many times slower than the machine's the pages' CPU runs (browser.ts); 1: as it is. */
    cpuSlowdown: number;
  }
}
