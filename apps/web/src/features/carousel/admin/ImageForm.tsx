import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Image, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type CarouselImageInput, carouselImageSchema, carouselSrcSet, isAllowedImageUrl } from '@shop/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useValidationMessages } from '../../i18n/useValidationMessages.ts';
import type { AdminImage } from './ImageDialog.tsx';
import { ImageSourceField } from './ImageSourceField.tsx';
import { useImageUpload } from './useImageUpload.ts';

export type ImageOutput = z.output<ReturnType<typeof carouselImageSchema>>;

/** The image's source (with a preview of an address the rules accept), title, description, alt text and visibility. */
export function ImageForm({
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

  const upload = useImageUpload((url) => form.setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true }));

  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Stack>
        <ImageSourceField
          editing={image !== null}
          upload={upload}
          urlField={form.register('imageUrl')}
          error={errors.imageUrl?.message}
        />
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
          <Button type="submit" loading={busy} disabled={upload.progress !== null}>
            {image ? t`Save changes` : t`Add Image`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
