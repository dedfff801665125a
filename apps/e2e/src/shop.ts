import { inject } from 'vitest';
import type { ShopAddress } from './shop-server-pool.ts';

/**
 * The shop server this test file runs against: its worker's own (shop-server-pool.ts). The suites
 * run again on a slowed-down CPU on servers of their own, so no file finds its own earlier run's
 * data (a part it added, a picture it uploaded) in the database.
 */
async function claimShop(): Promise<ShopAddress> {
  const worker = `cpu-${inject('cpuSlowdown')}x-worker-${process.env.VITEST_POOL_ID ?? '1'}`;
  const answer = await fetch(`${inject('shopServerPool')}/?for=${worker}`);
  if (!answer.ok) throw new Error(`No shop server for the browser tests: ${await answer.text()}`);
  return (await answer.json()) as ShopAddress;
}

export const shop: ShopAddress = await claimShop();
