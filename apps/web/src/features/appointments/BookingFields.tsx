import { useLingui } from '@lingui/react/macro';
import { InputBase, NativeSelect, Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { Controller, type ControllerRenderProps, type UseFormReturn } from 'react-hook-form';
import { EmailInput, Honeypot, PhoneInput } from '../forms/CustomerFields.tsx';
import columns from '../layout/Columns.module.css';
import type { BookingValues } from './booking-values.ts';
import type { BookableService } from './offered-services.ts';

/**
 * The fields of a booking, the customer's on the booking page and the front desk's for a phone
 * call: the same rules on both. `slotPicker` draws the day-and-time choice for the field it is given,
 * and `services` are the services offered (in the reader's language); each side loads them its own way.
 */
export function BookingFields({
  form,
  services,
  slotPicker,
  extra,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: any checked output; the fields only read and write the typed values.
  form: UseFormReturn<BookingValues, unknown, any>;
  services: BookableService[];
  slotPicker: (field: ControllerRenderProps<BookingValues, 'appointmentDate'>, error?: string) => ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useLingui();
  const { register } = form;
  const { errors } = form.formState;
  return (
    <Stack>
      <div className={columns.pair}>
        <div>
          <TextInput
            label={t`First name`}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
        </div>
        <div>
          <TextInput
            label={t`Last name`}
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
      </div>
      <div className={columns.pair}>
        <div>
          <PhoneInput error={errors.phone?.message} {...register('phone')} />
        </div>
        <div>
          <EmailInput
            description={t`Optional, but needed for a confirmation by email`}
            error={errors.email?.message}
            {...register('email')}
          />
        </div>
      </div>
      {/* Controlled, so a service chosen before (from a service card's link) shows selected. */}
      <Controller
        control={form.control}
        name="serviceId"
        render={({ field }) => (
          <NativeSelect
            label={t`Service`}
            error={errors.serviceId?.message}
            data={[{ value: '', label: t`Not sure` }, ...services.map((s) => ({ value: String(s.id), label: s.name }))]}
            {...field}
          />
        )}
      />
      <div className={columns.triple}>
        <TextInput
          label={t`Vehicle year`}
          inputMode="numeric"
          error={errors.vehicleYear?.message}
          {...register('vehicleYear')}
        />
        <TextInput label={t`Make`} error={errors.vehicleMake?.message} {...register('vehicleMake')} />
        <TextInput label={t`Model`} error={errors.vehicleModel?.message} {...register('vehicleModel')} />
      </div>
      <Controller
        control={form.control}
        name="appointmentDate"
        render={({ field }) => <>{slotPicker(field, errors.appointmentDate?.message)}</>}
      />
      <InputBase
        component="textarea"
        multiline
        rows={3}
        label={t`Notes`}
        error={errors.notes?.message}
        {...register('notes')}
      />
      {extra}
      <Honeypot {...register('website')} />
    </Stack>
  );
}
