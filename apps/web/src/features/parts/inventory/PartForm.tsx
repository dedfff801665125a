import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { PART_CONDITIONS, type PartInput, partSchema } from '@shop/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { MissingSpanish } from '../../dashboard-kit/MissingSpanish.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { ImageSourceField } from '../../media/admin/ImageSourceField.tsx';
import { useImageUpload } from '../../media/admin/useImageUpload.ts';
import { useConditionLabel } from '../catalogue/useConditionLabel.ts';
import { CategoryField } from './CategoryField.tsx';
import { usePartCategories } from './usePartCategories.ts';
import type { InventoryPart } from './usePartMutations.ts';

export type PartOutput = z.output<ReturnType<typeof partSchema>>;

const empty: PartInput = {
  name: '',
  description: '',
  descriptionEs: '',
  category: '',
  price: '',
  partNumber: '',
  brand: '',
  condition: 'used',
  imageUrl: '',
};

const fromPart = (part: InventoryPart): PartInput => ({
  name: part.name,
  description: part.description ?? '',
  descriptionEs: part.descriptionEs ?? '',
  category: part.category,
  price: part.price,
  partNumber: part.partNumber ?? '',
  brand: part.brand ?? '',
  condition: part.condition,
  imageUrl: part.imageUrl ?? '',
});

/**
 * The part's fields, filled in from `part` when editing one: its description in English and
 * Spanish, a category from the managed list or a new one, the price as people type it ("$1,200"), a photo.
 */
export function PartForm({
  part,
  busy,
  onSave,
  onCancel,
}: {
  part: InventoryPart | null;
  busy: boolean;
  onSave: (values: PartOutput) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const form = useForm<PartInput, unknown, PartOutput>({
    resolver: zodResolver(partSchema(messages)),
    defaultValues: part ? fromPart(part) : empty,
  });
  const { errors } = form.formState;
  const conditionLabel = useConditionLabel();
  const categories = usePartCategories();
  const upload = useImageUpload('parts', (url) =>
    form.setValue('imageUrl', url, { shouldValidate: true, shouldDirty: true }),
  );
  const values = form.watch();
  // A part's category stays a choice while the list loads (or if it was renamed meanwhile).
  const categoryChoices =
    part && !categories.choices.some((c) => c.value === part.category)
      ? [{ value: part.category, label: categories.nameOf(part.category) }, ...categories.choices]
      : categories.choices;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Stack>
        <TextInput label={t`Name`} required error={errors.name?.message} {...form.register('name')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea
            label={t`Description`}
            rows={3}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Textarea
            label={t`Spanish description`}
            rows={3}
            error={errors.descriptionEs?.message}
            {...form.register('descriptionEs')}
          />
        </SimpleGrid>
        <MissingSpanish
          fields={[{ label: t`description`, english: values.description, spanish: values.descriptionEs }]}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="category"
            render={({ field }) => (
              <CategoryField
                field={field}
                choices={categoryChoices}
                error={
                  errors.category?.message ?? (categories.failed ? t`The categories could not be loaded.` : undefined)
                }
              />
            )}
          />
          <TextInput
            label={t`Price`}
            required
            inputMode="decimal"
            description={t`In dollars, e.g. $1,200 or 1200.50`}
            error={errors.price?.message}
            {...form.register('price')}
          />
          <TextInput label={t`Brand`} error={errors.brand?.message} {...form.register('brand')} />
          <TextInput label={t`Part number`} error={errors.partNumber?.message} {...form.register('partNumber')} />
          <Controller
            control={form.control}
            name="condition"
            render={({ field }) => (
              <NativeSelect
                label={t`Condition`}
                data={PART_CONDITIONS.map((c) => ({ value: c, label: conditionLabel(c) }))}
                error={errors.condition?.message}
                {...field}
              />
            )}
          />
        </SimpleGrid>
        <ImageSourceField
          url={values.imageUrl ?? ''}
          upload={upload}
          urlField={form.register('imageUrl')}
          error={errors.imageUrl?.message}
        />
        <FormActions
          submit={part ? t`Save changes` : t`Add Part`}
          busy={busy}
          onCancel={onCancel}
          disabled={upload.progress !== null}
        />
      </Stack>
    </form>
  );
}
