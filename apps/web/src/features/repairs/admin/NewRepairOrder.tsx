import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NativeSelect, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { type RepairOrderCreateInput, repairOrderCreateSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../../../trpc.ts';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { useRepairRefusalText } from './repair-words.ts';
import { repairRefreshes } from './useRepairStep.ts';

type CheckInOutput = z.output<ReturnType<typeof repairOrderCreateSchema>>;

/** A number field's text as the schema reads it: empty is none, anything else a number (NaN is refused). */
const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * `/dashboard/repairs/new`: a walk-in's car checked in (the customer, the vehicle, their concern
 * in their own words); the new repair order opens at once.
 */
export function NewRepairOrder() {
  const { t, i18n } = useLingui();
  const messages = useValidationMessages();
  const navigate = useNavigate();
  const refusalText = useRepairRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<RepairOrderCreateInput, unknown, CheckInOutput>({
    resolver: zodResolver(repairOrderCreateSchema(messages)),
    defaultValues: {
      firstName: '',
      lastName: '',
      phone: '',
      email: '',
      language: i18n.locale === 'es' ? 'es' : 'en',
      vehicleMake: '',
      vehicleModel: '',
      vin: '',
      concern: '',
    },
  });
  const { errors } = form.formState;
  const create = useMutation(
    trpc.repairOrders.create.mutationOptions({
      onSuccess: (created) => void navigate({ to: '/dashboard/repairs/$id', params: { id: String(created.id) } }),
      onError: (error) => {
        if (!applyFieldIssues(form, error, messages, { focus: true })) setRefusal(refusalText(error));
      },
      meta: { refreshes: repairRefreshes(), done: (created: { number: string }) => t`${created.number} checked in` },
    }),
  );
  return (
    <form
      noValidate
      aria-labelledby="new-repair-order-title"
      onSubmit={form.handleSubmit((values) => {
        setRefusal(null);
        create.mutate(values);
      })}
    >
      <Stack maw={760}>
        <Title order={2} size="h3" id="new-repair-order-title">
          <Trans>New repair order</Trans>
        </Title>
        <Title order={3} size="h5">
          <Trans>Customer</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`First name`}
            required
            autoComplete="off"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextInput
            label={t`Last name`}
            required
            autoComplete="off"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
          <TextInput
            label={t`Phone`}
            required
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...form.register('phone')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            autoComplete="off"
            description={t`Where the estimate's link is sent`}
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field }) => (
              <NativeSelect
                label={t`Customer's language`}
                description={t`Their emails and estimate are written in it`}
                data={[
                  { value: 'en', label: 'English' },
                  { value: 'es', label: 'Español' },
                ]}
                {...field}
              />
            )}
          />
        </SimpleGrid>
        <Title order={3} size="h5">
          <Trans>Vehicle</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t`Year`}
            required
            inputMode="numeric"
            error={errors.vehicleYear?.message}
            {...form.register('vehicleYear', { setValueAs: asNumber })}
          />
          <TextInput label={t`Make`} required error={errors.vehicleMake?.message} {...form.register('vehicleMake')} />
          <TextInput
            label={t`Model`}
            required
            error={errors.vehicleModel?.message}
            {...form.register('vehicleModel')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`VIN`}
            description={t`17 characters since 1981; an older car's as written`}
            autoComplete="off"
            maxLength={17}
            styles={{ input: { textTransform: 'uppercase' } }}
            error={errors.vin?.message}
            {...form.register('vin')}
          />
          <TextInput
            label={t`Mileage`}
            inputMode="numeric"
            error={errors.mileage?.message}
            {...form.register('mileage', { setValueAs: asNumber })}
          />
        </SimpleGrid>
        <Textarea
          label={t`Customer's concern`}
          description={t`In their own words`}
          required
          rows={3}
          error={errors.concern?.message}
          {...form.register('concern')}
        />
        {refusal && (
          <Alert color="red" role="alert" title={t`The car was not checked in`}>
            {refusal}
          </Alert>
        )}
        <FormActions
          submit={<Trans>Check in</Trans>}
          busy={create.isPending}
          onCancel={() => void navigate({ to: '/dashboard/repairs' })}
        />
      </Stack>
    </form>
  );
}
