import { ClientOnly, HeadContent } from '@tanstack/react-router';
import { useLayoutEffect } from 'react';

/**
 * In the browser, the routes' heads (title, description, alternate links, JSON-LD) follow every
 * navigation. A page the server rendered already has its head, written from the same routes
 * (entry-server.tsx), so this starts once the page is taken over: React then adopts the server's
 * title, meta and link elements as they are, while the JSON-LD is written anew where this stands.
 */
export function SiteHead() {
  return (
    <ClientOnly>
      <DroppedServerJsonLd />
      <HeadContent />
    </ClientOnly>
  );
}

/** The server's copy of the JSON-LD, replaced by HeadContent's own. */
function DroppedServerJsonLd() {
  useLayoutEffect(() => {
    for (const script of document.head.querySelectorAll('script[type="application/ld+json"]')) script.remove();
  }, []);
  return null;
}
