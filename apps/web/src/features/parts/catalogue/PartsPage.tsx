import { Trans, useLingui } from '@lingui/react/macro';
import { Container, Group, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../layout/hydration.ts';
import { CategoryFilter } from '../CategoryFilter.tsx';
import { filterParts, type PublicPart } from '../part-search.ts';
import { useConditionLabel } from '../useConditionLabel.ts';
import { CallButton } from './CallButton.tsx';
import { CatalogueCard } from './CatalogueCard.tsx';
import { CatalogueList } from './CatalogueList.tsx';

// The dialog (and the modal machinery behind it) loads when a visitor first reaches for More Info.
const loadDialog = () => import('./PartDetailsDialog.tsx');
const PartDetailsDialog = lazy(() => loadDialog().then((m) => ({ default: m.PartDetailsDialog })));

/** The public catalogue: `parts` once loaded, or the loading and failed states. */
export function PartsPage({ parts }: { parts: PublicPart[] | 'loading' | 'failed' }) {
  const { t } = useLingui();
  const conditionLabel = useConditionLabel();
  const list = Array.isArray(parts) ? parts : undefined;
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, setSearch);
  const [category, setCategory] = useState('');
  const [details, setDetails] = useState<PublicPart | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The dialog mounts already open the first time (it loads on demand), so it can't see who opened it.
  const opener = useRef<HTMLElement | null>(null);
  const shown = list ? filterParts(list, { search, category }) : [];

  return (
    <Container size="lg" py="xl">
      <Title order={1}>
        <Trans>Parts Catalogue</Trans>
      </Title>
      <Text mt="xs" mb="lg" maw={720}>
        <Trans>Quality new, used and rebuilt parts. Call us for pricing and availability.</Trans>
      </Text>
      <Group mb="lg" align="flex-end" grow preventGrowOverflow={false}>
        <TextInput
          label={t`Search parts`}
          placeholder={t`Name, description or brand`}
          leftSection={<IconSearch size={16} aria-hidden />}
          ref={searchField}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <CategoryFilter parts={list} value={category} onChange={setCategory} />
      </Group>

      <CatalogueList parts={parts} shown={shown}>
        {shown.map((part) => (
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
