import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type CarouselImageInput, carouselImageSchema } from '@shop/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { MissingSpanish } from '../../dashboard-kit/MissingSpanish.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { ImageSourceField } from '../../media/admin/ImageSourceField.tsx';
import { useImageUpload } from '../../media/admin/useImageUpload.ts';
import type { AdminImage } from './useCarouselMutations.ts';

export type ImageOutput = z.output<ReturnType<typeof carouselImageSchema>>;

const empty: CarouselImageInput = {
  title: '',
  titleEs: '',
  description: '',
  descriptionEs: '',
  imageUrl: '',
  altText: '',
  altTextEs: '',
  isActive: true,
};

/**
 * The image's source, its title, description and alt text in English and, beside each, in Spanish
 * (optional: the Spanish home page shows the English text where it is empty), and its visibility.
 */
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
          titleEs: image.titleEs ?? '',
          description: image.description ?? '',
          descriptionEs: image.descriptionEs ?? '',
          imageUrl: image.imageUrl,
          altText: image.altText ?? '',
          altTextEs: image.altTextEs ?? '',
          isActive: image.isActive,
        }
      : empty,
  });
  const { errors } = form.formState;
  const upload = useImageUpload('carousel', (url) =>
    form.setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true }),
  );
  const texts = form.watch();

  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Stack>
        <ImageSourceField
          url={texts.imageUrl}
          upload={upload}
          urlField={form.register('imageUrl')}
          error={errors.imageUrl?.message}
        />
        {/* Each English text with its Spanish one beside it (below it on a phone). */}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Title`} required error={errors.title?.message} {...form.register('title')} />
          <TextInput label={t`Spanish title`} error={errors.titleEs?.message} {...form.register('titleEs')} />
          <Textarea
            label={t`Description`}
            rows={2}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Textarea
            label={t`Spanish description`}
            rows={2}
            error={errors.descriptionEs?.message}
            {...form.register('descriptionEs')}
          />
          <TextInput
            label={t`Alt text`}
            required
            description={t`Describes the image for people who can't see it`}
            error={errors.altText?.message}
            {...form.register('altText')}
          />
          <TextInput
            label={t`Spanish alt text`}
            description={t`The same description, in Spanish`}
            error={errors.altTextEs?.message}
            {...form.register('altTextEs')}
          />
        </SimpleGrid>
        <MissingSpanish
          fields={[
            { label: t`title`, english: texts.title, spanish: texts.titleEs },
            { label: t`description`, english: texts.description, spanish: texts.descriptionEs },
            { label: t`alt text`, english: texts.altText, spanish: texts.altTextEs },
          ]}
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
        <FormActions
          submit={image ? t`Save changes` : t`Add Image`}
          busy={busy}
          onCancel={onCancel}
          disabled={upload.progress !== null}
        />
      </Stack>
    </form>
  );
}
