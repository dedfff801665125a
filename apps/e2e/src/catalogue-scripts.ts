import fs from 'node:fs';
import path from 'node:path';

const webDist = process.env.E2E_WEB_DIST || path.resolve(import.meta.dirname, '../../web/dist');

/**
 * The addresses of a message catalogue's scripts in the build under test (`/assets/staff-….js`),
 * by language, read from Vite's manifest.
 */
export function catalogueScripts(name: 'public' | 'forms' | 'staff'): Record<'en' | 'es', string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const scriptOf = (language: string) => {
    const chunk = manifest[`src/locales/${language}/${name}.po`];
    if (!chunk) throw new Error(`The build has no ${name} catalogue for ${language}`);
    return `/${chunk.file}`;
  };
  return { en: scriptOf('en'), es: scriptOf('es') };
}

/** The staff screens' catalogues: what a visitor's browser must never ask for. */
export const staffCatalogueScripts = () => catalogueScripts('staff');
