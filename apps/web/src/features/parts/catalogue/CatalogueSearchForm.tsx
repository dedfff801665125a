import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, TextInput } from '@mantine/core';
import { addressIn, type CatalogueSearch, type Language } from '@shop/contract';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../layout/hydration.ts';
import { type CategoryChoice, CategoryFilter } from './CategoryFilter.tsx';

/** How long typing pauses before the results follow it. */
const TYPING_PAUSE_MS = 300;

/**
 * The catalogue's search box and category filter: a plain GET form to the catalogue's address, so
 * it works without JavaScript (the server renders the results of its address). With JavaScript it
 * moves through the router instead: typing searches after a pause, adding one entry to the history
 * that further pauses replace (the back button skips each letter); a category or the button add an
 * entry of their own.
 */
export function CatalogueSearchForm({
  search,
  categories,
}: {
  search: CatalogueSearch;
  categories: readonly CategoryChoice[] | undefined;
}) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [words, setWords] = useState(search.q ?? '');
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, setWords);
  // The words last sent to the address: a back or forward move changes the address, and the box follows it.
  const sent = useRef(search.q ?? '');
  // Whether the address on screen came from a pause in typing: the next pause replaces it, so Back
  // skips the letters typed but still returns to the list as it was before the search.
  const typedEntry = useRef(false);
  useEffect(() => {
    if ((search.q ?? '') !== sent.current) {
      sent.current = search.q ?? '';
      typedEntry.current = false;
      setWords(sent.current);
    }
  }, [search.q]);

  const show = (next: CatalogueSearch, { typed = false } = {}) => {
    const replace = typed && typedEntry.current;
    typedEntry.current = typed;
    sent.current = next.q ?? '';
    // A new search starts at its first page.
    void navigate({ to: '/parts', search: { ...next, page: undefined }, replace, resetScroll: !typed });
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: typing alone starts the pause.
  useEffect(() => {
    const typed = words.trim();
    if (typed === sent.current) return;
    // Checked again when the pause ends: the button may have sent these words meanwhile, and the
    // visitor may have gone back since; a late search would bring the words back into the address.
    const timer = setTimeout(() => {
      if (typed !== sent.current) show({ ...search, q: typed || undefined }, { typed: true });
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [words]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    show({ ...search, q: words.trim() || undefined });
  };

  return (
    <search>
      <form method="get" action={addressIn(i18n.locale as Language, '/parts')} onSubmit={submit}>
        <Group mb="lg" align="flex-end" grow preventGrowOverflow={false}>
          <TextInput
            label={t`Search parts`}
            leftSection={<IconSearch size={16} aria-hidden />}
            name="q"
            ref={searchField}
            value={words}
            onChange={(e) => setWords(e.currentTarget.value)}
            type="search"
            maxLength={100}
          />
          <CategoryFilter
            name="category"
            categories={categories ?? []}
            value={search.category ?? ''}
            onChange={(category) => show({ ...search, q: words.trim() || undefined, category: category || undefined })}
          />
          <Button type="submit" variant="outline" style={{ flexGrow: 0 }}>
            <Trans>Search</Trans>
          </Button>
        </Group>
      </form>
    </search>
  );
}
