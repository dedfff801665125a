import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Stack, TextInput, Title } from '@mantine/core';
import { BOOKING, type ShopSettings } from '@shop/contract';
import { FormProvider, useForm } from 'react-hook-form';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { RepairSettingsFields } from './RepairSettingsFields.tsx';
import { ShopDetailsFields } from './ShopDetailsFields.tsx';
import { SpecialDaysFields } from './SpecialDaysFields.tsx';
import { formValues, type SettingsFormInput, type SettingsFormOutput, settingsFormSchema } from './settings-form.ts';
import { useSaveSettings } from './useSaveSettings.ts';
import { WeeklyHoursFields } from './WeeklyHoursFields.tsx';

export function SettingsForm({ settings }: { settings: ShopSettings }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const form = useForm<SettingsFormInput, unknown, SettingsFormOutput>({
    resolver: zodResolver(settingsFormSchema(messages)),
    defaultValues: formValues(settings),
  });
  const save = useSaveSettings({
    saved: (s) => form.reset(formValues(s)),
    // The server's per-field refusals, each on its field, the first in focus.
    refused: (error) => applyFieldIssues(form, error, messages, { focus: true }),
  });
  const { errors } = form.formState;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <Stack>
          <ShopDetailsFields />
          <WeeklyHoursFields />
          <SpecialDaysFields />
          <Card withBorder padding="lg" component="section" aria-labelledby="settings-booking">
            <Title order={3} size="h4" mb="sm" id="settings-booking">
              <Trans>Appointments</Trans>
            </Title>
            <TextInput
              label={t`Appointments per 30-minute slot`}
              description={t`How many cars the shop can take at the same time (1 to ${BOOKING.slotCapacityMax}).`}
              required
              type="number"
              min={1}
              max={BOOKING.slotCapacityMax}
              maw={320}
              error={errors.slotCapacity?.message}
              {...form.register('slotCapacity', { valueAsNumber: true })}
            />
            <TextInput
              mt="md"
              label={t`Customers may cancel or move until (hours before)`}
              description={t`From the link in their emails, up to this many hours before the appointment, Las Vegas time; after that they are asked to call (0 to ${BOOKING.manageCutoffHoursMax}).`}
              required
              type="number"
              min={0}
              max={BOOKING.manageCutoffHoursMax}
              maw={320}
              error={errors.manageCutoffHours?.message}
              {...form.register('manageCutoffHours', { valueAsNumber: true })}
            />
          </Card>
          <RepairSettingsFields />
          <FormActions
            submit={<Trans>Save settings</Trans>}
            busy={save.isPending}
            cancel={<Trans>Undo changes</Trans>}
            cancelDisabled={save.isPending}
            onCancel={() => form.reset(formValues(settings))}
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
