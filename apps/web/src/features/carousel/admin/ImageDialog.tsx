import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Switch.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, FileInput, Group, Image, Progress, Stack, Switch, Tabs, Textarea, TextInput } from '@mantine/core';
import {
  type CarouselImageInput,
  carouselImageSchema,
  carouselSrcSet,
  isAllowedImageUrl,
  LIMITS,
} from '@shop/contract';
import { IconLink, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { RouterOutputs } from '../../../trpc.ts';
import { DashboardModal } from '../../dashboard/DashboardModal.tsx';
import { useValidationMessages } from '../../i18n/useValidationMessages.ts';
import { showErrorToast } from '../../toast/toast.ts';
import { UploadError, uploadCarouselImage } from './upload.ts';

export type AdminImage = RouterOutputs['carousel']['adminList'][number];
type ImageOutput = z.output<ReturnType<typeof carouselImageSchema>>;

/** Add New Image / Edit Image: upload a file or give a URL, with title and alt text. */
export function ImageDialog({
  opened,
  image,
  busy,
  onSave,
  onClose,
}: {
  opened: boolean;
  image: AdminImage | null;
  busy: boolean;
  onSave: (values: ImageOutput) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={image ? t`Edit Image` : t`Add New Image`} size="lg">
      <ImageForm image={image} busy={busy} onSave={onSave} onCancel={onClose} />
    </DashboardModal>
  );
}

function ImageForm({
  image,
  busy,
  onSave,
  onCancel,
}: {
  image: AdminImage | null;
  busy: boolean;
  onSave: (values: ImageOutput) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const [source, setSource] = useState<string | null>(image ? 'url' : 'upload');
  const [progress, setProgress] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const form = useForm<CarouselImageInput, unknown, ImageOutput>({
    resolver: zodResolver(carouselImageSchema(messages)),
    defaultValues: image
      ? {
          title: image.title,
          description: image.description ?? '',
          imageUrl: image.imageUrl,
          altText: image.altText ?? '',
          isActive: image.isActive,
        }
      : { title: '', description: '', imageUrl: '', altText: '', isActive: true },
  });
  const { errors } = form.formState;
  // The preview shows only an address the rules would accept, never a half-typed or script one.
  const imageUrl = form.watch('imageUrl').trim();
  const previewUrl = isAllowedImageUrl(imageUrl) ? imageUrl : undefined;

  const upload = async (chosen: File | null) => {
    setFile(chosen);
    if (!chosen) return;
    setProgress(0);
    try {
      const url = await uploadCarouselImage(chosen, setProgress);
      form.setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true });
    } catch (error) {
      setFile(null);
      const problem = error instanceof UploadError ? error.problem : 'failed';
      const detail = {
        notImage: t`Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded.`,
        tooLarge: t`The image is larger than 10 MB.`,
        expired: t`Request has expired. Please try again.`,
        failed: t`Failed to process uploaded image. Please try again.`,
      }[problem];
      showErrorToast(t`Upload Error`, detail);
    } finally {
      setProgress(null);
    }
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Stack>
        <Tabs value={source} onChange={setSource} keepMounted={false}>
          <Tabs.List grow>
            <Tabs.Tab value="upload" leftSection={<IconUpload size={16} aria-hidden />}>
              <Trans>Upload Image</Trans>
            </Tabs.Tab>
            <Tabs.Tab value="url" leftSection={<IconLink size={16} aria-hidden />}>
              <Trans>Use URL</Trans>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upload" pt="sm">
            <FileInput
              label={t`Image file`}
              placeholder={t`Choose an image`}
              // Mantine's placeholder grey is too light to read; the theme's dimmed text passes AA.
              styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
              leftSection={<IconPhoto size={16} aria-hidden />}
              description={t`JPEG, PNG, WebP, GIF or AVIF, up to 10 MB`}
              accept={LIMITS.uploadAcceptedTypes.join(',')}
              clearable={false}
              value={file}
              onChange={(chosen) => void upload(chosen)}
              disabled={progress !== null}
              error={errors.imageUrl?.message}
            />
            {progress !== null && (
              <Progress value={progress} mt="xs" aria-label={t`Upload progress`} animated transitionDuration={100} />
            )}
          </Tabs.Panel>
          <Tabs.Panel value="url" pt="sm">
            <TextInput label={t`Image URL`} error={errors.imageUrl?.message} {...form.register('imageUrl')} />
          </Tabs.Panel>
        </Tabs>
        {previewUrl && (
          <Image
            src={previewUrl}
            srcSet={carouselSrcSet(previewUrl)}
            sizes="(min-width: 768px) 620px, 100vw"
            alt={t`Preview of the image`}
            h={140}
            fit="cover"
            radius="sm"
          />
        )}
        <TextInput label={t`Title`} required error={errors.title?.message} {...form.register('title')} />
        <Textarea
          label={t`Description`}
          rows={2}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <TextInput
          label={t`Alt text`}
          required
          description={t`Describes the image for people who can't see it`}
          error={errors.altText?.message}
          {...form.register('altText')}
        />
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              label={t`Show on the home page`}
              checked={value ?? true}
              onChange={(e) => onChange(e.currentTarget.checked)}
              {...field}
            />
          )}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy} disabled={progress !== null}>
            {image ? t`Save changes` : t`Add Image`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
