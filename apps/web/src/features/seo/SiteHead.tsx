import { type AnyRouter, ClientOnly, HeadContent, RouterContextProvider } from '@tanstack/react-router';
import { useLayoutEffect, useState } from 'react';

/** The head elements the routes' heads make (entry-server.tsx writes them into the page). */
const ROUTE_HEAD_TAGS =
  'title, meta[name="description"], link[rel="canonical"], link[rel="alternate"], script[type="application/ld+json"]';

/**
 * In the browser, the routes' heads (title, description, alternate links, JSON-LD) follow every
 * navigation, through the router's HeadContent. It starts once the page is taken over: while
 * hydrating, its JSON-LD would be a script inside the app's markup the server did not write there
 * (the server writes the head apart). Its elements then replace the server's copies. It stands
 * beside the route tree (App.tsx), not in the root route: there, its re-render on each change of
 * matches made the router skip scrolling to a `#hash` after a redirect (`/services`).
 */
export function SiteHead({ router }: { router: AnyRouter }) {
  return (
    <ClientOnly>
      <RouterContextProvider router={router}>
        <ServerHeadDropped />
        <HeadContent />
      </RouterContextProvider>
    </ClientOnly>
  );
}

/** Removes the head elements the page came with, once HeadContent has written its own. */
function ServerHeadDropped() {
  // Read while rendering: before HeadContent's elements are in the document.
  const [fromServer] = useState(() => [...document.head.querySelectorAll(ROUTE_HEAD_TAGS)]);
  useLayoutEffect(() => {
    for (const element of fromServer) element.remove();
  }, [fromServer]);
  return null;
}
