import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, NumberInput, Stack, TextInput, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { showToast } from '../../toast/toast.ts';

type Settings = RouterOutputs['backups']['list']['settings'];

/** The daily backup's time (Las Vegas) and how many are kept. */
export function BackupSettingsForm({ settings }: { settings: Settings }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(settings);
  const save = useMutation({
    ...trpc.backups.updateSettings.mutationOptions(),
    onSuccess: () => {
      showToast({ color: 'green', title: t`Backup settings saved`, message: '' });
      void queryClient.invalidateQueries({ queryKey: trpc.backups.list.queryKey() });
    },
    onError: () => showToast({ color: 'red', title: t`Not saved`, message: t`Check the time and the numbers.` }),
  });
  return (
    <Stack
      component="form"
      gap="sm"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(form);
      }}
    >
      <Title order={3} size="h4">
        <Trans>Schedule</Trans>
      </Title>
      <Group align="flex-end">
        <TextInput
          type="time"
          label={t`Daily backup at (Las Vegas time)`}
          value={form.dailyAt}
          onChange={(e) => setForm({ ...form, dailyAt: e.currentTarget.value })}
          required
        />
        <NumberInput
          label={t`Daily backups kept`}
          min={1}
          max={60}
          value={form.keepDaily}
          onChange={(v) => setForm({ ...form, keepDaily: Number(v) })}
        />
        <NumberInput
          label={t`Weekly backups kept`}
          min={0}
          max={104}
          value={form.keepWeekly}
          onChange={(v) => setForm({ ...form, keepWeekly: Number(v) })}
        />
        <Button type="submit" loading={save.isPending}>
          <Trans>Save</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
