import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, NativeSelect, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { type RepairOrderCreateInput, repairOrderCreateSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../../../trpc.ts';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { useRepairRefusalText } from './repair-words.ts';
import { repairRefreshes } from './useRepairStep.ts';
import { VehicleFields } from './VehicleFields.tsx';

type CheckInOutput = z.output<ReturnType<typeof repairOrderCreateSchema>>;

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
    <FormProvider {...form}>
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
          <VehicleFields required />
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
    </FormProvider>
  );
}
