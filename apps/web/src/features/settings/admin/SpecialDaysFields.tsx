import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { addDays, SPECIAL_DAYS_AHEAD, shopClock } from '../shop-hours.ts';
import { newSpecialDay, type SettingsFormInput } from './settings-form.ts';

const orNull = (value: string | null) => (value == null || value.trim() === '' ? null : value);

/** Holidays and days with other hours: a date, closed or its hours, a note in both languages. */
export function SpecialDaysFields() {
  const { t } = useLingui();
  const form = useFormContext<SettingsFormInput>();
  const days = useFieldArray({ control: form.control, name: 'specialDays' });
  const values = useWatch({ control: form.control, name: 'specialDays' });
  const errors = form.formState.errors.specialDays;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="settings-special-days">
      <Title order={3} size="h4" id="settings-special-days">
        <Trans>Special days</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        <Trans>
          Holidays and days with other hours. The public pages list those of the next {SPECIAL_DAYS_AHEAD} days.
        </Trans>
      </Text>
      <Stack>
        {days.fields.length === 0 && (
          <Text size="sm">
            <Trans>No special days.</Trans>
          </Text>
        )}
        {days.fields.map((field, i) => {
          const closed = values?.[i]?.closed ?? true;
          const n = i + 1;
          return (
            <Card key={field.id} withBorder padding="sm" role="group" aria-label={t`Special day ${n}`}>
              <Group align="flex-start" wrap="wrap">
                <TextInput
                  type="date"
                  label={t`Date`}
                  required
                  w={170}
                  error={
                    errors?.[i]?.date?.message ?? (i === 0 ? (errors?.root?.message ?? errors?.message) : undefined)
                  }
                  {...form.register(`specialDays.${i}.date`)}
                />
                <Checkbox mt={32} label={t`Closed all day`} {...form.register(`specialDays.${i}.closed`)} />
                {!closed && (
                  <>
                    <TextInput
                      type="time"
                      label={t`Opens`}
                      required
                      w={140}
                      error={errors?.[i]?.from?.message}
                      {...form.register(`specialDays.${i}.from`, { setValueAs: orNull })}
                    />
                    <TextInput
                      type="time"
                      label={t`Closes`}
                      required
                      w={140}
                      error={errors?.[i]?.to?.message}
                      {...form.register(`specialDays.${i}.to`, { setValueAs: orNull })}
                    />
                  </>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  mt={28}
                  ml="auto"
                  size="lg"
                  aria-label={t`Remove special day ${n}`}
                  onClick={() => days.remove(i)}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
              <Group grow mt="xs" align="flex-start">
                <TextInput
                  label={t`Note in English`}
                  placeholder="Closed for Thanksgiving"
                  error={errors?.[i]?.noteEn?.message}
                  {...form.register(`specialDays.${i}.noteEn`, { setValueAs: orNull })}
                />
                <TextInput
                  label={t`Note in Spanish`}
                  placeholder="Cerrado por Acción de Gracias"
                  lang="es"
                  error={errors?.[i]?.noteEs?.message}
                  {...form.register(`specialDays.${i}.noteEs`, { setValueAs: orNull })}
                />
              </Group>
            </Card>
          );
        })}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => days.append(newSpecialDay(addDays(shopClock(new Date()).day, 7)))}
          >
            <Trans>Add special day</Trans>
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
