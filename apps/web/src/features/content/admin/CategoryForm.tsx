import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type PartCategoryInput, partCategorySchema } from '@shop/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { applyFieldIssues } from '../../dashboard-kit/apply-field-issues.ts';
import { FormActions } from '../../dashboard-kit/FormActions.tsx';
import { refusalReason, refusedFields } from '../../dashboard-kit/server-issues.ts';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';

export type Category = RouterOutputs['categories']['list'][number];
type CategoryOutput = z.output<ReturnType<typeof partCategorySchema>>;

/** A part category's English and Spanish names: a new one, or a rename (which reaches every part in it). */
export function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const form = useForm<PartCategoryInput, unknown, CategoryOutput>({
    resolver: zodResolver(partCategorySchema(messages)),
    defaultValues: { name: category?.name ?? '', nameEs: category?.nameEs ?? '' },
  });
  const { errors } = form.formState;
  // A refusal the form can show (a taken name, a field's issue) is shown on its field, with no toast.
  const onField = (error: unknown) => refusalReason(error) === 'category-name-taken' || refusedFields(error).length > 0;
  const change = (saved: string, failed: string) => ({
    onSuccess: onDone,
    onError: (error: unknown) => {
      if (refusalReason(error) === 'category-name-taken') {
        form.setError('name', { message: t`There is already a category with this name` });
      } else applyFieldIssues(form, error, messages);
    },
    meta: {
      refreshes: [
        trpc.categories.list.queryKey(),
        trpc.content.missingSpanish.queryKey(),
        trpc.parts.inventory.queryKey(),
      ],
      done: (result: Category) => ({ title: saved, message: result.name }),
      failed: (error: unknown) => (onField(error) ? null : failed),
    },
  });
  const create = useMutation(
    trpc.categories.create.mutationOptions(change(t`Category added`, t`Failed to add the category.`)),
  );
  const update = useMutation(
    trpc.categories.update.mutationOptions(change(t`Category saved`, t`Failed to save the category.`)),
  );
  const submit = (values: CategoryOutput) =>
    category ? update.mutate({ id: category.id, category: values }) : create.mutate(values);
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)}>
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name (English)`} required error={errors.name?.message} {...form.register('name')} />
          <TextInput
            label={t`Name (Spanish)`}
            lang="es"
            description={t`Empty: the Spanish pages show the English text`}
            error={errors.nameEs?.message}
            {...form.register('nameEs')}
          />
        </SimpleGrid>
        <FormActions
          submit={category ? t`Save changes` : t`Add category`}
          busy={create.isPending || update.isPending}
          onCancel={onDone}
        />
      </Stack>
    </form>
  );
}
