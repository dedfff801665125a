import fs from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

/*
 * Chromium for the browser tests and the benchmarks alike: this file imports nothing of the test
 * runner, so the benchmarks (plain Node scripts) can use it.
 */

const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** CHROME_PATH if set, else Debian's Chromium, else the Chromium shipped in the @sparticuz/chromium package. */
export async function chromiumExecutable(): Promise<{ executablePath: string; args: string[] }> {
  if (process.env.CHROME_PATH) return { executablePath: process.env.CHROME_PATH, args: FLAGS };
  if (fs.existsSync('/usr/bin/chromium')) return { executablePath: '/usr/bin/chromium', args: FLAGS };
  const { default: packaged } = await import('@sparticuz/chromium');
  // Its serverless flags include --single-process, which ends the browser with its first context.
  const args = packaged.args.filter((a) => a !== '--single-process');
  return { executablePath: await packaged.executablePath(), args: [...args, ...FLAGS] };
}

/**
 * Starts Chromium; a start that fails (the browser now and then exits as it starts on a loaded
 * machine) is tried again at once, twice at most, before the tests are failed.
 */
export async function launchBrowser(): Promise<Browser> {
  const { executablePath, args } = await chromiumExecutable();
  for (let attempt = 1; ; attempt++) {
    try {
      return await chromium.launch({ executablePath, args: [...new Set(args)] });
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`Chromium did not start (attempt ${attempt}): ${(error as Error).message.split('\n')[0]}`);
    }
  }
}

export const PHONE = { width: 375, height: 740 };
export const DESKTOP = { width: 1280, height: 900 };
