import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { type NewServiceInput, newServiceSchema } from '@shop/contract';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { IconPicker } from './IconPicker.tsx';
import { useSaveService } from './useSaveService.ts';
import type { AdminService } from './useServiceListChanges.ts';

type ServiceOutput = z.output<ReturnType<typeof newServiceSchema>>;

const blank: NewServiceInput = {
  name: '',
  nameEs: '',
  description: '',
  descriptionEs: '',
  icon: 'general',
  isActive: true,
  price: '',
};

const valuesOf = (s: AdminService): NewServiceInput => ({
  name: s.name,
  nameEs: s.nameEs ?? '',
  description: s.description,
  descriptionEs: s.descriptionEs ?? '',
  icon: (s.icon ?? 'general') as NewServiceInput['icon'],
  order: s.order,
  isActive: s.isActive,
  price: s.price,
});

/** A service in English and Spanish side by side, its icon, order and visibility. */
export function ServiceForm({ service, onDone }: { service: AdminService | null; onDone: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const form = useForm<NewServiceInput, unknown, ServiceOutput>({
    resolver: zodResolver(newServiceSchema(messages)),
    defaultValues: service ? valuesOf(service) : blank,
  });
  const { errors } = form.formState;
  const save = useSaveService(service, {
    saved: onDone,
    refused: (error) => applyFieldIssues(form, error, messages),
  });
  const spanishHint = t`Empty: the Spanish pages show the English text`;
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.save(values))}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name (English)`} required error={errors.name?.message} {...form.register('name')} />
          <TextInput
            label={t`Name (Spanish)`}
            lang="es"
            description={spanishHint}
            error={errors.nameEs?.message}
            {...form.register('nameEs')}
          />
          <Textarea
            label={t`Description (English)`}
            required
            rows={3}
            error={errors.description?.message}
            {...form.register('description')}
          />
          <Textarea
            label={t`Description (Spanish)`}
            lang="es"
            rows={3}
            description={spanishHint}
            error={errors.descriptionEs?.message}
            {...form.register('descriptionEs')}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="icon"
          render={({ field }) => (
            <IconPicker value={field.value} onChange={field.onChange} error={errors.icon?.message} />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Order`}
            description={t`Lower numbers show first`}
            inputMode="numeric"
            error={errors.order?.message}
            {...form.register('order', { setValueAs: (v: string) => (v === '' ? undefined : Number(v)) })}
          />
          <TextInput
            label={t`Starting price`}
            description={t`For staff only; customers never see it`}
            error={errors.price?.message}
            {...form.register('price', { setValueAs: (v: string) => (v.trim() === '' ? undefined : v) })}
          />
        </SimpleGrid>
        <Controller
          control={form.control}
          name="isActive"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              label={t`Show on the website`}
              checked={value ?? true}
              onChange={(e) => onChange(e.currentTarget.checked)}
              {...field}
            />
          )}
        />
        <FormActions submit={service ? t`Save changes` : t`Add service`} busy={save.saving} onCancel={onDone} />
      </Stack>
    </form>
  );
}
