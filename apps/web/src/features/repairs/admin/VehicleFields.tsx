import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { RepairOrderCreateInput } from '@shop/contract';
import { useFormContext } from 'react-hook-form';

/** The car's part of a check-in, as both check-in forms hold it. */
type VehicleFieldValues = Pick<
  RepairOrderCreateInput,
  'vehicleYear' | 'vehicleMake' | 'vehicleModel' | 'vin' | 'mileage' | 'concern'
>;

/** A number field's text as the schema reads it: empty is none, anything else a number (NaN is refused). */
const asNumber = (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value));

/**
 * The car checked in: year, make and model, the VIN and mileage read off the car, and the
 * customer's concern in their own words. For a walk-in all but the VIN and mileage are required;
 * an appointment's check-in may leave them to what the booking said (`required` false).
 */
export function VehicleFields({ required }: { required: boolean }) {
  const { t } = useLingui();
  const form = useFormContext<VehicleFieldValues>();
  const { errors } = form.formState;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t`Year`}
          required={required}
          inputMode="numeric"
          error={errors.vehicleYear?.message}
          {...form.register('vehicleYear', { setValueAs: asNumber })}
        />
        <TextInput
          label={t`Make`}
          required={required}
          error={errors.vehicleMake?.message}
          {...form.register('vehicleMake')}
        />
        <TextInput
          label={t`Model`}
          required={required}
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
        required={required}
        rows={3}
        error={errors.concern?.message}
        {...form.register('concern')}
      />
    </>
  );
}
