import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle, IconPhone, IconPhoto, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterOutputs, trpc } from '../../trpc.ts';
import { usePageMeta } from '../seo/usePageMeta.ts';
import { telHref, useShopSettings } from '../settings/useShopSettings.ts';
import { CategoryFilter } from './CategoryFilter.tsx';

type PublicPart = RouterOutputs['parts']['list'][number];

/** Search matches name, description or brand; the category filter narrows further. */
export function filterParts(parts: PublicPart[], search: string, category: string): PublicPart[] {
  const q = search.trim().toLowerCase();
  return parts.filter(
    (p) =>
      (category === '' || p.category === category) &&
      (q === '' || [p.name, p.description, p.brand].some((f) => f?.toLowerCase().includes(q))),
  );
}

function PartImage({ part, height }: { part: PublicPart; height: number }) {
  if (!part.imageUrl) {
    return (
      <Group h={height} justify="center" bg="gray.1" aria-hidden>
        <IconPhoto size={40} color="var(--mantine-color-gray-6)" />
      </Group>
    );
  }
  return <Image src={part.imageUrl} alt={part.name} h={height} fit="cover" loading="lazy" />;
}

export function PartsPage() {
  const { t } = useLingui();
  usePageMeta(
    t`Used & Rebuilt Auto Parts in Las Vegas | Desert Gear`,
    t`Transmissions, brakes, electrical and engine parts in stock in Las Vegas. Call for pricing and availability.`,
  );
  const settings = useShopSettings();
  const parts = useQuery(trpc.parts.list.queryOptions());
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState('');
  const [details, setDetails] = useState<PublicPart | null>(null);
  const shown = parts.data ? filterParts(parts.data, search, category) : [];
  const conditionLabel = (c: string) => ({ new: t`New`, used: t`Used`, refurbished: t`Refurbished` })[c] ?? c;
  const callButton = settings && (
    <Button component="a" href={telHref(settings.phone)} leftSection={<IconPhone size={16} aria-hidden />} size="sm">
      <Trans>Call</Trans>
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Title order={1}>
        <Trans>Parts Catalogue</Trans>
      </Title>
      <Text mt="xs" mb="lg">
        <Trans>Quality new, used and rebuilt parts. Call us for pricing and availability.</Trans>
      </Text>
      <Group mb="lg" align="flex-end" grow preventGrowOverflow={false}>
        <TextInput
          label={t`Search parts`}
          placeholder={t`Name, description or brand`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          type="search"
        />
        <CategoryFilter parts={parts.data} value={category} onChange={setCategory} />
      </Group>

      {parts.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true" aria-label={t`Loading parts`}>
          {Array.from({ length: 6 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} height={320} radius="md" data-testid="part-skeleton" />
          ))}
        </SimpleGrid>
      )}
      {parts.isError && (
        <Alert color="red" role="alert">
          <Trans>Error loading parts. Please try again later.</Trans>
        </Alert>
      )}
      {parts.data && parts.data.length === 0 && (
        <Stack align="center" py="xl">
          <Title order={2} size="h3">
            <Trans>No Parts Available</Trans>
          </Title>
          <Text>
            <Trans>Our inventory is being updated. Please call us to ask about a part.</Trans>
          </Text>
        </Stack>
      )}
      {parts.data && parts.data.length > 0 && shown.length === 0 && (
        <Stack align="center" py="xl">
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
                <PartImage part={part} height={160} />
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
              <Group mt="md" gap="xs">
                <Button
                  variant="outline"
                  size="sm"
                  leftSection={<IconInfoCircle size={16} aria-hidden />}
                  onClick={() => setDetails(part)}
                  aria-label={t`More info about ${part.name}`}
                >
                  <Trans>More Info</Trans>
                </Button>
                {callButton}
              </Group>
            </Card>
          ))}
        </SimpleGrid>
      )}

      <Modal
        closeButtonProps={{ 'aria-label': t`Close` }}
        opened={details !== null}
        onClose={() => setDetails(null)}
        title={details?.name}
        centered
        size="lg"
      >
        {details && (
          <Stack>
            <PartImage part={details} height={240} />
            <Text>{details.description || t`No description yet. Call us for details.`}</Text>
            <Text size="sm">
              <Trans>Category:</Trans> {details.category} · <Trans>Condition:</Trans>{' '}
              {conditionLabel(details.condition)}
              {details.brand && (
                <>
                  {' '}
                  · <Trans>Brand:</Trans> {details.brand}
                </>
              )}
              {details.partNumber && (
                <>
                  {' '}
                  · <Trans>Part #:</Trans> {details.partNumber}
                </>
              )}
            </Text>
            <Text fw={600} c="brand.8">
              <Trans>Call for pricing and availability</Trans>
            </Text>
            <Group>{callButton}</Group>
          </Stack>
        )}
      </Modal>
    </Container>
  );
}
