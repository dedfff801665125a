import './styles.ts';

declare global {
  interface Window {
    /** Written by the server into a page it rendered: the code that page runs, to fetch now. */
    __SHOP_CODE__?: string[];
  }
}

// A public page arrives rendered by the server; the code only makes it interactive. So the
// browser first paints that HTML, then fetches the page's code all at once (the server lists it)
// and runs it. On a slow phone line this puts the stylesheets and the first image ahead of the
// code; on a fast one it costs a frame.
await new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
for (const href of window.__SHOP_CODE__ ?? []) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
await import('./boot.tsx');
