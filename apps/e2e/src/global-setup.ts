import type { TestProject } from 'vitest/node';
import { startShopServer } from './shop-server.ts';

/** Starts the real server once for all browser tests; see shop-server.ts. */
export default async function setup(project: TestProject) {
  const server = await startShopServer();
  project.provide('baseURL', server.baseURL);
  project.provide('databaseUrl', server.databaseUrl);
  return () => server.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databaseUrl: string;
  }
}
