import fs from 'node:fs';
import path from 'node:path';

const webDist = process.env.E2E_WEB_DIST || path.resolve(import.meta.dirname, '../../web/dist');

/**
 * The addresses of the staff screens' catalogues in the build under test (`/assets/staff-….js`),
 * by language, read from Vite's manifest: what a visitor's browser must never ask for.
 */
export function staffCatalogueScripts(): Record<'en' | 'es', string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const scriptOf = (language: string) => {
    const chunk = manifest[`src/locales/${language}/staff.po`];
    if (!chunk) throw new Error(`The build has no staff catalogue for ${language}`);
    return `/${chunk.file}`;
  };
  return { en: scriptOf('en'), es: scriptOf('es') };
}
