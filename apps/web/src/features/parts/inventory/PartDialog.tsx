import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { PART_CONDITIONS, type PartInput, partSchema } from '@shop/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { RouterOutputs } from '../../../trpc.ts';
import { DashboardModal } from '../../dashboard/DashboardModal.tsx';
import { useValidationMessages } from '../../i18n/useValidationMessages.ts';
import { useConditionLabel } from '../useConditionLabel.ts';

export type InventoryPart = RouterOutputs['parts']['inventory'][number];
type PartOutput = z.output<ReturnType<typeof partSchema>>;

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

/** Add Part and Edit Part: the part rules, condition used by default. */
export function PartDialog({
  opened,
  part,
  busy,
  onSave,
  onClose,
}: {
  opened: boolean;
  part: InventoryPart | null;
  busy: boolean;
  onSave: (values: PartOutput) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={part ? t`Edit Part` : t`Add Part`} size="lg">
      <PartForm part={part} busy={busy} onSave={onSave} onCancel={onClose} />
    </DashboardModal>
  );
}

function PartForm({
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
