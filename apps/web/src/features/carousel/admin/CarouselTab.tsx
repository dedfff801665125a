import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { ConfirmDialog } from '../../dashboard-kit/ConfirmDialog.tsx';
import { ListSkeletons } from '../../dashboard-kit/ListSkeletons.tsx';
import { StaffList } from '../../dashboard-kit/StaffList.tsx';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { CarouselImageCard } from './CarouselImageCard.tsx';
import { ImageDialog } from './ImageDialog.tsx';
import { type AdminImage, useCarouselMutations } from './useCarouselMutations.ts';

/** Managers' carousel: order, visibility, edit, delete, and adding images by upload or URL. */
export function CarouselTab() {
  const { t } = useLingui();
  const images = useQuery(trpc.carousel.adminList.queryOptions());
  // The image dialog edits an image, or adds one when its subject is null.
  const editing = useDialog<AdminImage | null>();
  const deleting = useDialog<AdminImage>();
  const changes = useCarouselMutations({ saved: editing.close, deleted: deleting.close });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Home Page Carousel</Trans>
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => editing.open(null)}>
          <Trans>Add New Image</Trans>
        </Button>
      </Group>
      <StaffList
        query={images}
        loading={<ListSkeletons count={3} height={110} />}
        failed={t`The carousel images could not be loaded. Please try again.`}
        empty={
          <Stack align="center" py="xl">
            <Text fw={600}>
              <Trans>No Carousel Images</Trans>
            </Text>
            <Button onClick={() => editing.open(null)}>
              <Trans>Add Your First Image</Trans>
            </Button>
          </Stack>
        }
      >
        {(list) => (
          <Stack data-list="carousel">
            {list.map((image, i) => (
              <CarouselImageCard
                key={image.id}
                image={image}
                position={i + 1}
                last={i === list.length - 1}
                onMove={(direction) => changes.move(image, direction)}
                onToggleVisible={() => changes.toggleVisible(image)}
                onEdit={() => editing.open(image)}
                onDelete={() => deleting.open(image)}
                busy={changes.busyWith === image.id}
              />
            ))}
          </Stack>
        )}
      </StaffList>
      <ImageDialog
        opened={editing.opened}
        image={editing.subject}
        busy={changes.saving}
        onClose={editing.close}
        onSave={(values) => changes.save(editing.subject, values)}
      />
      <ConfirmDialog
        opened={deleting.opened}
        title={t`Delete image`}
        message={t`Are you sure you want to delete this image?`}
        busy={changes.removing}
        onCancel={deleting.close}
        onConfirm={() => deleting.subject && changes.remove(deleting.subject)}
      />
    </Stack>
  );
}
