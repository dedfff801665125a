import { holdEarlySubmits } from './features/forms/early-submit.ts';

// Before anything else: a form on screen answers its submit button from now on (see early-submit.ts).
holdEarlySubmits();

/** Lets the browser answer the visitor (a tap, a scroll) before the next step. */
const nextTask = (): Promise<void> => {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve));
};

// A public page arrives rendered by the server; the code only makes it interactive. So the
// browser first paints that HTML, then fetches the page's code all at once (the server lists it)
// and runs it. On a slow phone line this puts the stylesheets and the first image ahead of the
// code; on a fast one it costs a frame.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
// The list is a JSON script element in the page (src/page-document.tsx): data, never run.
const element = document.getElementById('shop-code')?.textContent;
const code = element ? (JSON.parse(element) as string[]) : [];
for (const href of code) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
// It runs one file at a time, each in a task of its own and after the files it imports (the list is
// in that order, the app's start last), so a slow phone can answer a tap or a scroll in between
// instead of freezing for the whole start.
for (const href of code) {
  await import(/* @vite-ignore */ href);
  await nextTask();
}
// Without a list (a page the browser renders, or the dev server) the app's start brings the rest.
await import('./boot.tsx');
