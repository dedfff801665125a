import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { weekdayName } from '../hours-format.ts';
import { SHOP_WEEK } from '../shop-hours.ts';
import type { SettingsFormInput } from './settings-form.ts';

/** Each day of the week: open or closed, from and to (Las Vegas time). */
export function WeeklyHoursFields() {
  const { t, i18n } = useLingui();
  const form = useFormContext<SettingsFormInput>();
  const hours = useWatch({ control: form.control, name: 'hours' });
  const errors = form.formState.errors.hours;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="settings-hours">
      <Title order={3} size="h4" id="settings-hours">
        <Trans>Weekly hours</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>Untick a day the shop is closed.</Trans>
      </Text>
      <Stack gap="xs">
        {SHOP_WEEK.map((day) => {
          const name = weekdayName(day, i18n.locale, true);
          const open = hours?.[day]?.open ?? false;
          return (
            <Group key={day} gap="sm" align="flex-start" wrap="wrap" role="group" aria-label={name}>
              <Checkbox
                w={150}
                mt={8}
                label={name}
                aria-label={t`Open on ${name}`}
                {...form.register(`hours.${day}.open`)}
              />
              {open ? (
                <>
                  <TextInput
                    type="time"
                    w={150}
                    aria-label={t`${name} opening time`}
                    error={errors?.[day]?.from?.message}
                    {...form.register(`hours.${day}.from`)}
                  />
                  <Text mt={6} aria-hidden>
                    –
                  </Text>
                  <TextInput
                    type="time"
                    w={150}
                    aria-label={t`${name} closing time`}
                    error={errors?.[day]?.to?.message}
                    {...form.register(`hours.${day}.to`)}
                  />
                </>
              ) : (
                <Text mt={6} size="sm" c="dimmed">
                  <Trans>Closed</Trans>
                </Text>
              )}
            </Group>
          );
        })}
      </Stack>
    </Card>
  );
}
