import type { TestProject } from 'vitest/node';
import { startMailbox } from './mailbox.ts';
import { startShopServer } from './shop-server.ts';

/** Starts the real server once for all browser tests; see shop-server.ts. */
export default async function setup(project: TestProject) {
  // The server's emails go to a local mailbox, so a test can read what a customer received.
  const mailbox = await startMailbox();
  const server = await startShopServer({ smtpUrl: mailbox.url });
  project.provide('baseURL', server.baseURL);
  project.provide('databaseUrl', server.databaseUrl);
  project.provide('mailDir', mailbox.dir);
  return async () => {
    await server.stop();
    await mailbox.stop();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    databaseUrl: string;
    mailDir: string;
  }
}
