import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Card, Flex, Group, Image, Text } from '@mantine/core';
import { imageSrcSet } from '@shop/contract';
import { IconEdit, IconEye, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { MoveButtons, type MoveDirection } from '../../dashboard-kit/MoveButtons.tsx';
import type { AdminImage } from './useCarouselMutations.ts';

/** One carousel image in the managers' list: thumbnail, title, visibility, position, and its actions. */
export function CarouselImageCard({
  image,
  position,
  last,
  onMove,
  onToggleVisible,
  onEdit,
  onDelete,
  busy = false,
}: {
  image: AdminImage;
  /** A one-click change to it (shown or hidden, moved) is on its way. */
  busy?: boolean;
  /** 1 for the first slide. */
  position: number;
  last: boolean;
  onMove: (direction: MoveDirection) => void;
  onToggleVisible: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useLingui();
  return (
    <Card withBorder padding="sm" component="article" aria-label={image.title}>
      <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" align={{ base: 'stretch', xs: 'flex-start' }}>
        <Image
          src={image.imageUrl}
          srcSet={imageSrcSet(image.imageUrl)}
          sizes="(min-width: 576px) 160px, 100vw"
          alt={image.altText ?? ''}
          w={{ base: '100%', xs: 160 }}
          h={{ base: 140, xs: 70 }}
          fit="cover"
          radius="sm"
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{image.title}</Text>
            <Badge variant="filled" autoContrast color={image.isActive ? '#166534' : 'gray.7'}>
              {image.isActive ? t`Visible` : t`Hidden`}
            </Badge>
          </Group>
          {image.description && (
            <Text size="sm" c="dimmed" lineClamp={2}>
              {image.description}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t`Position ${position}`}
          </Text>
        </div>
        <Group gap={6} wrap="nowrap">
          <MoveButtons name={image.title} position={position} last={last} disabled={busy} onMove={onMove} />
          <ActionIcon
            size="lg"
            variant="default"
            aria-label={image.isActive ? t`Hide ${image.title}` : t`Show ${image.title}`}
            loading={busy}
            onClick={onToggleVisible}
          >
            {image.isActive ? <IconEye size={16} /> : <IconEyeOff size={16} />}
          </ActionIcon>
          <ActionIcon size="lg" variant="default" aria-label={t`Edit ${image.title}`} onClick={onEdit}>
            <IconEdit size={16} />
          </ActionIcon>
          <ActionIcon size="lg" variant="default" color="red" aria-label={t`Delete ${image.title}`} onClick={onDelete}>
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Flex>
    </Card>
  );
}
