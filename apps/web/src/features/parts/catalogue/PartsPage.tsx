import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPhone, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../layout/hydration.ts';
import { usePageMeta } from '../../seo/usePageMeta.ts';
import { telHref, useShopSettings } from '../../settings/useShopSettings.ts';
import { CategoryFilter } from '../CategoryFilter.tsx';
import { PartImage } from '../PartImage.tsx';
import { filterParts, type PublicPart, useConditionLabel } from '../part-search.ts';

// The dialog (and the modal machinery behind it) loads when a visitor first reaches for More Info.
const loadDialog = () => import('./PartDetailsDialog.tsx');
const PartDetailsDialog = lazy(() => loadDialog().then((m) => ({ default: m.PartDetailsDialog })));

/** The public catalogue: `parts` once loaded, or the loading and failed states. */
export function PartsPage({ parts }: { parts: PublicPart[] | 'loading' | 'failed' }) {
  const { t } = useLingui();
  usePageMeta(
    (shop) => t`Used & Rebuilt Auto Parts in Las Vegas | ${shop}`,
    t`Transmissions, brakes, electrical and engine parts in stock in Las Vegas. Call for pricing and availability.`,
  );
  const settings = useShopSettings();
  const list = Array.isArray(parts) ? parts : undefined;
  const conditionLabel = useConditionLabel();
  const [search, setSearch] = useState('');
  const searchField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(searchField, setSearch);
  const [category, setCategory] = useState('');
  const [details, setDetails] = useState<PublicPart | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  // The dialog mounts already open the first time (it loads on demand), so it can't see who opened it.
  const opener = useRef<HTMLElement | null>(null);
  const shown = list ? filterParts(list, search, category) : [];
  const callButton = (name: string) =>
    settings && (
      <Button
        component="a"
        href={telHref(settings.phone)}
        leftSection={<IconPhone size={16} aria-hidden />}
        size="sm"
        aria-label={t`Call about ${name}`}
      >
        <Trans>Call</Trans>
      </Button>
    );

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

      {parts === 'loading' && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} role="status" aria-busy="true" aria-label={t`Loading parts`}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} height={320} radius="md" data-testid="part-skeleton" />
          ))}
        </SimpleGrid>
      )}
      {parts === 'failed' && (
        <Alert color="red" role="alert">
          <Trans>Error loading parts. Please try again later.</Trans>
        </Alert>
      )}
      {list?.length === 0 && (
        <Stack align="center" py="xl" ta="center">
          <Title order={2} size="h3">
            <Trans>No Parts Available</Trans>
          </Title>
          <Text>
            <Trans>Our inventory is being updated. Please call us to ask about a part.</Trans>
          </Text>
        </Stack>
      )}
      {list && list.length > 0 && shown.length === 0 && (
        <Stack align="center" py="xl" ta="center">
          <Title order={2} size="h3">
            <Trans>No Parts Found</Trans>
          </Title>
          <Text>
            <Trans>Try another search or category.</Trans>
          </Text>
        </Stack>
      )}
      {shown.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {shown.map((part) => (
            <Card key={part.id} withBorder padding="md" component="article" aria-labelledby={`part-${part.id}`}>
              <Card.Section>
                <PartImage part={part} height={140} />
              </Card.Section>
              <Group justify="space-between" mt="sm" gap="xs">
                <Badge variant="filled" color="brand.8">
                  {part.category}
                </Badge>
                <Badge variant="outline" color="gray.7">
                  {conditionLabel(part.condition)}
                </Badge>
              </Group>
              <Title order={2} size="h4" mt="xs" id={`part-${part.id}`}>
                {part.name}
              </Title>
              <Text size="sm">
                {part.brand && (
                  <>
                    <Trans>Brand:</Trans> {part.brand}
                  </>
                )}
                {part.brand && part.partNumber && ' · '}
                {part.partNumber && (
                  <>
                    <Trans>Part #:</Trans> {part.partNumber}
                  </>
                )}
              </Text>
              <Text size="sm" fw={600} c="brand.8" mt="xs">
                <Trans>Call for pricing and availability</Trans>
              </Text>
              <Group mt="auto" pt="md" gap="xs">
                <Button
                  variant="outline"
                  size="sm"
                  leftSection={<IconInfoCircle size={16} aria-hidden />}
                  onPointerEnter={() => void loadDialog()}
                  onFocus={() => void loadDialog()}
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setDetails(part);
                    setDetailsOpen(true);
                  }}
                  aria-label={t`More info about ${part.name}`}
                  aria-haspopup="dialog"
                >
                  <Trans>More Info</Trans>
                </Button>
                {callButton(part.name)}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}

      {details && (
        <Suspense fallback={null}>
          <PartDetailsDialog
            part={details}
            opened={detailsOpen}
            onClose={() => setDetailsOpen(false)}
            onClosed={() => opener.current?.focus()}
            callButton={callButton(details.name)}
          />
        </Suspense>
      )}
    </Container>
  );
}
