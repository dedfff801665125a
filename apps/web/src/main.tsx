import { holdEarlySubmits } from './features/forms/early-submit.ts';

// Before anything else: a form on screen answers its submit button from now on (see early-submit.ts).
holdEarlySubmits();

// A public page arrives rendered by the server; the code only makes it interactive. So the
// browser first paints that HTML, then fetches the page's code all at once (the server lists it)
// and runs it. On a slow phone line this puts the stylesheets and the first image ahead of the
// code; on a fast one it costs a frame.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// The list is a JSON script element the server writes (apps/server/src/http/web-app.ts): data, never run.
const code = document.getElementById('shop-code')?.textContent;
for (const href of code ? (JSON.parse(code) as string[]) : []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
await import('./boot.tsx');
