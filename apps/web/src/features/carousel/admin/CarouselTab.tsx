import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Button, Card, Flex, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import { carouselSrcSet } from '@shop/contract';
import { IconArrowDown, IconArrowUp, IconEdit, IconEye, IconEyeOff, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { ConfirmDialog } from '../../dashboard/ConfirmDialog.tsx';
import { useDialog } from '../../dashboard/useDialog.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { type AdminImage, ImageDialog } from './ImageDialog.tsx';

/** Managers' carousel: order, visibility, edit, delete, and adding images by upload or URL. */
export function CarouselTab() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const images = useQuery(trpc.carousel.adminList.queryOptions());
  // The image dialog edits an image, or adds one when its subject is null.
  const editing = useDialog<AdminImage | null>();
  const deleting = useDialog<AdminImage>();
  // The public home page loads its slides afresh on each visit (public-data.ts): only this list needs it.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.carousel.adminList.queryKey() });
  };
  const failed = (what: string) => () => showErrorToast(what);
  const create = useMutation({
    ...trpc.carousel.create.mutationOptions(),
    onSuccess: () => {
      refresh();
      editing.close();
    },
    onError: failed(t`Failed to add carousel image.`),
  });
  const update = useMutation({
    ...trpc.carousel.update.mutationOptions(),
    onSuccess: () => {
      refresh();
      editing.close();
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
    onSettled: deleting.close,
    onError: failed(t`Failed to delete carousel image.`),
  });
  const list = images.data ?? [];

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
          <Button onClick={() => editing.open(null)}>
            <Trans>Add Your First Image</Trans>
          </Button>
        </Stack>
      )}
      {list.map((image, i) => (
        <Card key={image.id} withBorder padding="sm" component="article" aria-label={image.title}>
          <Flex direction={{ base: 'column', xs: 'row' }} gap="sm" align={{ base: 'stretch', xs: 'flex-start' }}>
            <Image
              src={image.imageUrl}
              srcSet={carouselSrcSet(image.imageUrl)}
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
                {t`Position ${i + 1}`}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <ActionIcon
                size="lg"
                variant="default"
                aria-label={t`Move ${image.title} up`}
                disabled={i === 0}
                onClick={() => move.mutate({ id: image.id, direction: 'up' })}
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                size="lg"
                variant="default"
                aria-label={t`Move ${image.title} down`}
                disabled={i === list.length - 1}
                onClick={() => move.mutate({ id: image.id, direction: 'down' })}
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                size="lg"
                variant="default"
                aria-label={image.isActive ? t`Hide ${image.title}` : t`Show ${image.title}`}
                onClick={() => update.mutate({ id: image.id, image: { isActive: !image.isActive } })}
              >
                {image.isActive ? <IconEye size={16} /> : <IconEyeOff size={16} />}
              </ActionIcon>
              <ActionIcon
                size="lg"
                variant="default"
                aria-label={t`Edit ${image.title}`}
                onClick={() => editing.open(image)}
              >
                <IconEdit size={16} />
              </ActionIcon>
              <ActionIcon
                size="lg"
                variant="default"
                color="red"
                aria-label={t`Delete ${image.title}`}
                onClick={() => deleting.open(image)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Flex>
        </Card>
      ))}
      <ImageDialog
        opened={editing.opened}
        image={editing.subject}
        busy={create.isPending || update.isPending}
        onClose={editing.close}
        onSave={(values) =>
          editing.subject ? update.mutate({ id: editing.subject.id, image: values }) : create.mutate(values)
        }
      />
      <ConfirmDialog
        opened={deleting.opened}
        title={t`Delete image`}
        message={t`Are you sure you want to delete this image?`}
        busy={remove.isPending}
        onCancel={deleting.close}
        onConfirm={() => deleting.subject && remove.mutate({ id: deleting.subject.id })}
      />
    </Stack>
  );
}
