import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import {
  RECOMMENDATIONS,
  REPAIR_LINE_KINDS,
  type RepairLineInput,
  type RepairLineKind,
  repairLineSchema,
} from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { trpc } from '../../../trpc.ts';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { useDashboardFormats } from '../../dashboard-kit/useDashboardFormats.ts';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { AddPhotoButton, PhotoStrip } from './LinePhotos.tsx';
import { lineTotalPreview } from './line-total.ts';
import { PartPicker, type PickedPart } from './PartPicker.tsx';
import { useLineKindLabel, useRecommendationLabel, useRepairRefusalText } from './repair-words.ts';
import type { RepairLine } from './useRepairOrderChanges.ts';
import { repairRefreshes } from './useRepairStep.ts';

type LineOutput = z.output<ReturnType<typeof repairLineSchema>>;

/**
 * A line of work, new or changed: labor (hours at the shop's rate), a part (from the inventory or
 * typed in) or a fee, with its quantity, unit price, recommendation and photos; what it comes to
 * shows as it is typed. A changed line keeps its kind and part.
 */
export function LineForm({
  orderId,
  laborRate,
  line,
  onDone,
}: {
  orderId: number;
  /** The shop's labor rate, a new labor line's price. */
  laborRate: string;
  /** The line changed; a new one without. */
  line?: RepairLine;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const { money } = useDashboardFormats();
  const kindLabel = useLineKindLabel();
  const recommendationLabel = useRecommendationLabel();
  const refusalText = useRepairRefusalText();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [part, setPart] = useState<PickedPart | null>(null);
  const form = useForm<RepairLineInput, unknown, LineOutput>({
    resolver: zodResolver(repairLineSchema(messages)),
    defaultValues: line
      ? {
          kind: line.kind,
          description: line.description,
          quantity: line.quantity,
          unitPrice: line.unitPrice,
          partId: line.partId,
          recommendation: line.recommendation,
          photos: line.photos,
        }
      : {
          kind: 'labor',
          description: '',
          quantity: '1',
          unitPrice: laborRate,
          recommendation: 'recommended',
          photos: [],
        },
  });
  const { errors } = form.formState;
  const refused = (error: unknown) => {
    if (!applyFieldIssues(form, error, messages, { focus: true })) setRefusal(refusalText(error));
  };
  const options = { onSuccess: onDone, onError: refused, meta: { refreshes: repairRefreshes() } };
  const add = useMutation(trpc.repairOrders.addLine.mutationOptions(options));
  const change = useMutation(trpc.repairOrders.updateLine.mutationOptions(options));
  const kind = form.watch('kind');
  const photos = form.watch('photos') ?? [];
  const total = lineTotalPreview(form.watch('quantity') ?? '', form.watch('unitPrice') ?? '');
  const chooseKind = (next: RepairLineKind) => {
    form.setValue('kind', next);
    // Labor is priced at the shop's rate; a part or fee has its own price.
    form.setValue('unitPrice', next === 'labor' ? laborRate : '');
    if (next !== 'part') {
      form.setValue('partId', null);
      setPart(null);
    }
  };
  const pick = (picked: PickedPart) => {
    setPart(picked);
    form.setValue('partId', picked.id);
    form.setValue('description', picked.partNumber ? `${picked.name} (${picked.partNumber})` : picked.name, {
      shouldValidate: true,
    });
  };
  const save = form.handleSubmit((values) => {
    setRefusal(null);
    if (!line) return add.mutate({ id: orderId, line: values });
    const { description, quantity, unitPrice, recommendation, photos: kept } = values;
    change.mutate({
      id: orderId,
      lineId: line.id,
      change: { description, quantity, unitPrice, recommendation, photos: kept },
    });
  });
  return (
    <form noValidate onSubmit={save} aria-label={line ? t`Change line` : t`New line`}>
      <Stack gap="sm">
        {!line && (
          <NativeSelect
            label={t`Kind`}
            data={REPAIR_LINE_KINDS.map((k) => ({ value: k, label: kindLabel(k) }))}
            value={kind}
            onChange={(e) => chooseKind(e.currentTarget.value as RepairLineKind)}
          />
        )}
        {!line &&
          kind === 'part' &&
          (part ? (
            <Group gap="xs">
              <Text size="sm">
                <Trans>From the inventory: {part.name}</Trans>
              </Text>
              <Button
                size="compact-sm"
                variant="subtle"
                onClick={() => {
                  setPart(null);
                  form.setValue('partId', null);
                }}
              >
                <Trans>Choose another</Trans>
              </Button>
            </Group>
          ) : (
            <PartPicker onPick={pick} />
          ))}
        <TextInput
          label={t`Description`}
          required
          error={errors.description?.message}
          {...form.register('description')}
        />
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <TextInput
            label={kind === 'labor' ? t`Hours` : t`Quantity`}
            required
            inputMode="decimal"
            error={errors.quantity?.message}
            {...form.register('quantity')}
          />
          <TextInput
            label={kind === 'labor' ? t`Rate per hour` : t`Unit price`}
            required
            inputMode="decimal"
            description={t`In dollars, e.g. 120.00`}
            error={errors.unitPrice?.message}
            {...form.register('unitPrice')}
          />
          <Controller
            control={form.control}
            name="recommendation"
            render={({ field }) => (
              <NativeSelect
                label={t`Recommendation`}
                data={RECOMMENDATIONS.map((r) => ({ value: r, label: recommendationLabel(r) }))}
                error={errors.recommendation?.message}
                {...field}
              />
            )}
          />
        </SimpleGrid>
        <Text size="sm" fw={600} aria-live="polite">
          {total === null ? <Trans>Line total: —</Trans> : <Trans>Line total: {money.format(Number(total))}</Trans>}
        </Text>
        <div>
          <PhotoStrip
            photos={photos}
            label={form.watch('description') ?? ''}
            onRemove={(url) =>
              form.setValue(
                'photos',
                photos.filter((p) => p !== url),
              )
            }
          />
          <AddPhotoButton
            count={photos.length}
            onAdded={(url) => form.setValue('photos', [...(form.getValues('photos') ?? []), url])}
          />
          {errors.photos && (
            <Text size="sm" c="red.8">
              {errors.photos.message}
            </Text>
          )}
        </div>
        {refusal && (
          <Alert color="red" role="alert" title={line ? t`The line was not changed` : t`The line was not added`}>
            {refusal}
          </Alert>
        )}
        <FormActions
          submit={line ? <Trans>Save line</Trans> : <Trans>Add line</Trans>}
          busy={add.isPending || change.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
