import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { PART_CONDITIONS, type PartInput, partSchema } from '@shop/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useValidationMessages } from '../../i18n/useValidationMessages.ts';
import { useConditionLabel } from '../useConditionLabel.ts';
import type { InventoryPart } from './PartDialog.tsx';

export type PartOutput = z.output<ReturnType<typeof partSchema>>;

const empty: PartInput = {
  name: '',
  description: '',
  category: '',
  price: '',
  partNumber: '',
  brand: '',
  condition: 'used',
  imageUrl: '',
};

/** The part's fields, filled in from `part` when editing one. */
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
    defaultValues: part
      ? {
          name: part.name,
          description: part.description ?? '',
          category: part.category,
          price: part.price,
          partNumber: part.partNumber ?? '',
          brand: part.brand ?? '',
          condition: part.condition,
          imageUrl: part.imageUrl ?? '',
        }
      : empty,
  });
  const { errors } = form.formState;
  const conditionLabel = useConditionLabel();
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Stack>
        <TextInput label={t`Name`} required error={errors.name?.message} {...form.register('name')} />
        <Textarea
          label={t`Description`}
          rows={3}
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Category`} required error={errors.category?.message} {...form.register('category')} />
          <TextInput
            label={t`Price`}
            required
            inputMode="decimal"
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
          <TextInput label={t`Image URL`} error={errors.imageUrl?.message} {...form.register('imageUrl')} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy}>
            {part ? t`Save changes` : t`Add Part`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
