import { readAddress } from '@shop/contract';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { activateLanguage, languageWaitsFor, storedLanguage } from './features/i18n/i18n.ts';
import { isStaffScreen } from './features/i18n/staff-screens.ts';
import { createAppRouter } from './router.tsx';
import { markServerRendered } from './routing/router-internals.ts';

/** At the browser's next idle moment; a moment later where there is no idle callback (Safari). */
const whenIdle = (task: () => void) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(task) : setTimeout(task, 200);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter();
// A public page is in the language of its address (`/es/...`); a staff screen in the one the visitor chose.
const address = readAddress(window.location.pathname);
const staff = address.language === 'en' && isStaffScreen(router, address.path);
const language = staff ? storedLanguage() : address.language;
// The server renders the public pages in their address's language, and says which.
const rendered = root.firstElementChild !== null && document.documentElement.lang === language;
// The catalogue is loaded before the first render so no English flashes for a Spanish visitor.
await activateLanguage(language);
if (rendered) {
  // Take over the server's HTML: the same routes, data and code first, so the first render matches.
  markServerRendered(router);
  await router.load();
  hydrateRoot(root, <App router={router} />);
  // React takes the page's content over in steps after this, each part when the browser has time
  // for it; a language switch before the last would meet server HTML in the old language (React
  // error #418, and the part drawn again). The browser's first idle moment comes after those steps.
  languageWaitsFor(new Promise<void>((resolve) => whenIdle(resolve)));
} else {
  createRoot(root).render(<App router={router} />);
}
