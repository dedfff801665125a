import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRender } from './page-render.ts';

/** The built web app as the server serves it: its files, and the render that makes its pages. */
export interface WebBuild {
  dist: string;
  render: PageRender;
}

/**
 * The web build in `dist`, or undefined when there is none (an API-only server). The pages come
 * from the build's server render; a build without one is no build the server can serve.
 */
export async function loadWebBuild(dist: string): Promise<WebBuild | undefined> {
  const renderFile = path.join(dist, '.server', 'entry-server.js');
  if (!fs.existsSync(renderFile)) return undefined;
  return { dist, render: (await import(pathToFileURL(renderFile).href)) as PageRender };
}
