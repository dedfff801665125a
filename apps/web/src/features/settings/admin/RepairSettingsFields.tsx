import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Checkbox, SimpleGrid, TextInput, Title } from '@mantine/core';
import { REPAIRS } from '@shop/contract';
import { useFormContext } from 'react-hook-form';
import type { SettingsFormInput } from './settings-form.ts';

/** What repair orders are priced and kept with: the labor rate, the sales tax, how long an estimate holds. */
export function RepairSettingsFields() {
  const { t } = useLingui();
  const form = useFormContext<SettingsFormInput>();
  const errors = form.formState.errors.repairs;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="settings-repairs">
      <Title order={3} size="h4" mb="sm" id="settings-repairs">
        <Trans>Repairs</Trans>
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t`Labor rate (dollars per hour)`}
          description={t`What a new labor line is priced at, e.g. 120.00`}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors?.laborRate?.message}
          {...form.register('repairs.laborRate')}
        />
        <TextInput
          label={t`Sales tax on parts (percent)`}
          description={t`Clark County's rate is 8.375`}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors?.partsTaxRate?.message}
          {...form.register('repairs.partsTaxRate')}
        />
        <TextInput
          label={t`Days an estimate's link stays open`}
          description={t`After that, the customer is asked to call (1 to ${REPAIRS.estimateExpiryDaysMax}).`}
          required
          type="number"
          min={1}
          max={REPAIRS.estimateExpiryDaysMax}
          error={errors?.estimateExpiryDays?.message}
          {...form.register('repairs.estimateExpiryDays', { valueAsNumber: true })}
        />
        <Checkbox
          mt={{ sm: 'xl' }}
          label={t`Tax labor too`}
          description={t`Nevada does not tax labor; tick only if that changes.`}
          {...form.register('repairs.laborTaxed')}
        />
      </SimpleGrid>
    </Card>
  );
}
