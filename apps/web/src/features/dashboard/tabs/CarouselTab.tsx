import '@mantine/core/styles/Switch.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconEdit, IconEye, IconEyeOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { trpc } from '../../../trpc.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { type AdminImage, ImageDialog } from '../carousel/ImageDialog.tsx';

/** Managers' carousel: order, visibility, edit, delete, and adding images by upload or URL. */
export function CarouselTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const images = useQuery(trpc.carousel.adminList.queryOptions());
  const [editing, setEditing] = useState<AdminImage | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminImage | null>(null);
  // The public home page reads carousel.list: refresh both so changes show there at once.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.carousel.adminList.queryKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.carousel.list.queryKey() });
  };
  const failed = (what: string) => () => showErrorToast(what);
  const create = useMutation({
    ...trpc.carousel.create.mutationOptions(),
    onSuccess: () => {
      refresh();
      setEditing(null);
    },
    onError: failed(t`Failed to add carousel image.`),
  });
  const update = useMutation({
    ...trpc.carousel.update.mutationOptions(),
    onSuccess: () => {
      refresh();
      setEditing(null);
    },
    onError: failed(t`Failed to update carousel image.`),
  });
  const move = useMutation({
    ...trpc.carousel.move.mutationOptions(),
    onSuccess: refresh,
    onError: failed(t`Failed to update carousel image.`),
  });
  const remove = useMutation({
    ...trpc.carousel.delete.mutationOptions(),
    onSuccess: refresh,
    onSettled: () => setDeleting(null),
    onError: failed(t`Failed to delete carousel image.`),
  });
  const list = images.data ?? [];

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={2} size="h3">
          <Trans>Home Page Carousel</Trans>
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
          <Trans>Add New Image</Trans>
        </Button>
      </Group>
      {images.isPending && (
        <Stack aria-busy="true">
          {Array.from({ length: 3 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <Skeleton key={i} height={110} radius="md" />
          ))}
        </Stack>
      )}
      {images.data && list.length === 0 && (
        <Stack align="center" py="xl">
          <Text fw={600}>
            <Trans>No Carousel Images</Trans>
          </Text>
          <Button onClick={() => setEditing('new')}>
            <Trans>Add Your First Image</Trans>
          </Button>
        </Stack>
      )}
      {list.map((image, i) => (
        <Card key={image.id} withBorder padding="sm" component="article" aria-label={image.title}>
          <Group wrap="nowrap" align="flex-start">
            <Image src={image.imageUrl} alt={image.altText ?? ''} w={160} h={70} fit="cover" radius="sm" />
            <div style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600}>{image.title}</Text>
                <Badge variant="filled" autoContrast color={image.isActive ? '#166534' : 'gray.7'}>
                  {image.isActive ? t`Visible` : t`Hidden`}
                </Badge>
              </Group>
              {image.description && (
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {image.description}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {t`Position ${i + 1}`}
              </Text>
            </div>
            <Group gap={4} wrap="nowrap">
              <ActionIcon
                variant="default"
                aria-label={t`Move ${image.title} up`}
                disabled={i === 0}
                onClick={() => move.mutate({ id: image.id, direction: 'up' })}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={t`Move ${image.title} down`}
                disabled={i === list.length - 1}
                onClick={() => move.mutate({ id: image.id, direction: 'down' })}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                aria-label={image.isActive ? t`Hide ${image.title}` : t`Show ${image.title}`}
                onClick={() => update.mutate({ id: image.id, image: { isActive: !image.isActive } })}
              >
                {image.isActive ? <IconEye size={16} /> : <IconEyeOff size={16} />}
              </ActionIcon>
              <ActionIcon variant="default" aria-label={t`Edit ${image.title}`} onClick={() => setEditing(image)}>
                <IconEdit size={16} />
              </ActionIcon>
              <ActionIcon
                variant="default"
                color="red"
                aria-label={t`Delete ${image.title}`}
                onClick={() => setDeleting(image)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Card>
      ))}
      <ImageDialog
        opened={editing !== null}
        image={editing === 'new' ? null : editing}
        busy={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSave={(values) =>
          editing === 'new' || editing === null
            ? create.mutate(values)
            : update.mutate({ id: editing.id, image: values })
        }
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t`Delete image`}
        message={t`Are you sure you want to delete this image?`}
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate({ id: deleting.id })}
      />
    </Stack>
  );
}
