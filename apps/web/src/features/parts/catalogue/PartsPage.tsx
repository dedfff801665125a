import { Trans } from '@lingui/react/macro';
import { Container, Text, Title } from '@mantine/core';
import type { CatalogueSearch } from '@shop/contract';
import { lazy, Suspense, useRef, useState } from 'react';
import type { PageData } from '../../../public-data.ts';
import { CallButton } from './CallButton.tsx';
import { CatalogueCard } from './CatalogueCard.tsx';
import { CatalogueList } from './CatalogueList.tsx';
import { CataloguePager } from './CataloguePager.tsx';
import { CatalogueSearchForm } from './CatalogueSearchForm.tsx';
import type { CategoryChoice } from './CategoryFilter.tsx';
import type { PublicPart } from './public-part.ts';
import { useConditionLabel } from './useConditionLabel.ts';

// The dialog (and the modal machinery behind it) loads when a visitor first reaches for More Info.
const loadDialog = () => import('../details/PartDetailsDialog.tsx');
const PartDetailsDialog = lazy(() => loadDialog().then((m) => ({ default: m.PartDetailsDialog })));

/**
 * The public catalogue: the page of `results` its address asks for (`search`), or the loading and
 * failed states. The server searched, filtered and paged; this shows one page.
 */
export function PartsPage({
  results,
  categories,
  search,
}: {
  results: PageData['parts'] | 'loading' | 'failed';
  categories?: readonly CategoryChoice[];
  search: CatalogueSearch;
}) {
  const conditionLabel = useConditionLabel();
  const [details, setDetails] = useState<PublicPart | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The dialog mounts already open the first time (it loads on demand), so it can't see who opened it.
  const opener = useRef<HTMLElement | null>(null);
  const page = typeof results === 'object' ? results : undefined;

  return (
    <Container size="lg" py="xl">
      <Title order={1}>
        <Trans>Parts Catalogue</Trans>
      </Title>
      <Text mt="xs" mb="lg" maw={720}>
        <Trans>Quality new, used and rebuilt parts. Call us for pricing and availability.</Trans>
      </Text>
      <CatalogueSearchForm search={search} categories={categories} />
      <CatalogueList results={results} search={search}>
        {page?.items.map((part) => (
          <CatalogueCard
            key={part.id}
            part={part}
            onReachForMoreInfo={() => void loadDialog()}
            onMoreInfo={(button) => {
              opener.current = button;
              setDetails(part);
              setDetailsOpen(true);
            }}
          />
        ))}
      </CatalogueList>
      {page && page.items.length > 0 && <CataloguePager search={search} page={page.page} pageCount={page.pageCount} />}

      {details && (
        <Suspense fallback={null}>
          <PartDetailsDialog
            part={details}
            opened={detailsOpen}
            onClose={() => setDetailsOpen(false)}
            onClosed={() => opener.current?.focus()}
            condition={conditionLabel(details.condition)}
            callButton={<CallButton partName={details.name} />}
          />
        </Suspense>
      )}
    </Container>
  );
}
