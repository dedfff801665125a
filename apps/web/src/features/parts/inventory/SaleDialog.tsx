import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { type SaleInput, saleSchema } from '@shop/contract';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';

type SaleOutput = z.output<ReturnType<typeof saleSchema>>;

/** Mark as Sold: sale price and buyer required, notes optional. */
export function SaleDialog({
  opened,
  partName,
  busy,
  onSave,
  onClose,
}: {
  opened: boolean;
  partName: string;
  busy: boolean;
  onSave: (sale: SaleOutput) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  return (
    <DashboardModal opened={opened} onClose={onClose} title={t`Mark as sold: ${partName}`}>
      <SaleForm busy={busy} onSave={onSave} onCancel={onClose} />
    </DashboardModal>
  );
}

function SaleForm({
  busy,
  onSave,
  onCancel,
}: {
  busy: boolean;
  onSave: (sale: SaleOutput) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const form = useForm<SaleInput, unknown, SaleOutput>({
    resolver: zodResolver(saleSchema(messages)),
    defaultValues: { salePrice: '', soldTo: '', soldNotes: '' },
  });
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={form.handleSubmit(onSave)}>
      <Stack>
        <TextInput
          label={t`Sale price`}
          required
          inputMode="decimal"
          error={errors.salePrice?.message}
          {...form.register('salePrice')}
        />
        <TextInput label={t`Sold to`} required error={errors.soldTo?.message} {...form.register('soldTo')} />
        <Textarea label={t`Notes`} rows={2} error={errors.soldNotes?.message} {...form.register('soldNotes')} />
        <FormActions submit={<Trans>Mark as sold</Trans>} busy={busy} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
