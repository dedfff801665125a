import { useEffect } from 'react';

/** The page's title and description, in the active language (the strings come translated). */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
