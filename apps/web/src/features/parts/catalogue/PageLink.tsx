import type { CatalogueSearch } from '@shop/contract';
import { useRouter } from '@tanstack/react-router';
import { type AnchorHTMLAttributes, forwardRef, type MouseEvent } from 'react';

/**
 * A plain link to one page of the catalogue (works without JavaScript), which the router follows
 * with it. Not the router's Link: that one marks a link current by its own rules, and a page link
 * must be current only on its very page (the pager says which). Mantine's Button gives its root
 * `type="button"`, which a link has no use for.
 */
export const PageLink = forwardRef<
  HTMLAnchorElement,
  AnchorHTMLAttributes<HTMLAnchorElement> & { search: CatalogueSearch }
>(function PageLink({ search, type: _buttonType, ...props }, ref) {
  const router = useRouter();
  const to = { to: '/parts', search } as const;
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void router.navigate(to);
  };
  return <a {...props} ref={ref} href={router.buildLocation(to).href} onClick={follow} />;
});
