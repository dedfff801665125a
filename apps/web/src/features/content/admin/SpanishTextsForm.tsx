import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type SpanishTextsInput, spanishTextsSchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { type Path, useForm } from 'react-hook-form';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { refusedFields } from '../../dashboard-kit/server-issues.ts';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { REPORT_KINDS, type ReportKey, useContentLabels } from './useContentLabels.ts';

export type MissingItem = RouterOutputs['content']['missingSpanish'][ReportKey][number];

/** Fields that hold several lines get a text area. */
const LONG_FIELDS = new Set(['descriptionEs']);

/** The Spanish texts one thing lacks, each under the English text it translates. */
export function SpanishTextsForm({ group, item, onDone }: { group: ReportKey; item: MissingItem; onDone: () => void }) {
  const { t } = useLingui();
  const labels = useContentLabels();
  const messages = useValidationMessages();
  const form = useForm<SpanishTextsInput>({
    resolver: zodResolver(spanishTextsSchema(messages)),
    defaultValues: {
      kind: REPORT_KINDS[group],
      id: item.id,
      texts: Object.fromEntries(item.fields.map((f) => [f, ''])),
    } as SpanishTextsInput,
  });
  const errors = form.formState.errors as { texts?: Record<string, { message?: string } | undefined> };
  const save = useMutation(
    trpc.content.saveSpanish.mutationOptions({
      onSuccess: onDone,
      onError: (error) => applyFieldIssues(form, error, messages),
      meta: {
        // Whichever list shows this thing reads its Spanish afresh.
        refreshes: [
          trpc.content.missingSpanish.queryKey(),
          trpc.services.adminList.queryKey(),
          trpc.carousel.adminList.queryKey(),
          trpc.parts.inventory.queryKey(),
          trpc.categories.list.queryKey(),
        ],
        done: { title: t`Spanish text saved`, message: item.label },
        failed: (error) => (refusedFields(error).length > 0 ? null : t`Failed to save the Spanish text.`),
      },
    }),
  );
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack>
        {item.fields.map((field) => {
          const Input = LONG_FIELDS.has(field) ? Textarea : TextInput;
          const label = labels.field(field);
          return (
            <Stack key={field} gap={4}>
              <Text size="sm" fw={600}>
                {t`${label} in English`}
              </Text>
              <Text size="sm" bg="gray.0" p="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {item.english[field]}
              </Text>
              <Input
                label={t`${label} in Spanish`}
                lang="es"
                rows={LONG_FIELDS.has(field) ? 3 : undefined}
                error={errors.texts?.[field]?.message}
                {...form.register(`texts.${field}` as Path<SpanishTextsInput>)}
              />
            </Stack>
          );
        })}
        <FormActions submit={<Trans>Save Spanish</Trans>} busy={save.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}
