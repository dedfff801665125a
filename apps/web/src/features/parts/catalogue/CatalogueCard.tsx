import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { CallButton } from './CallButton.tsx';
import { PartImage } from './PartImage.tsx';
import type { PublicPart } from './public-part.ts';
import { useConditionLabel } from './useConditionLabel.ts';

/** One part in the public catalogue: photo, category, condition, brand, and More Info or Call. */
export function CatalogueCard({
  part,
  onMoreInfo,
  onReachForMoreInfo,
}: {
  part: PublicPart;
  /** Opens the details; gets the button, so focus can go back to it when the dialog closes. */
  onMoreInfo: (opener: HTMLElement) => void;
  /** Hover or focus: the dialog's code can start loading before the click. */
  onReachForMoreInfo: () => void;
}) {
  const { t } = useLingui();
  const conditionLabel = useConditionLabel();
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`part-${part.id}`}>
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
          onPointerEnter={onReachForMoreInfo}
          onFocus={onReachForMoreInfo}
          onClick={(e) => onMoreInfo(e.currentTarget)}
          aria-label={t`More info about ${part.name}`}
          aria-haspopup="dialog"
        >
          <Trans>More Info</Trans>
        </Button>
        <CallButton partName={part.name} />
      </Group>
    </Card>
  );
}
