import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type PartCategoryInput, partCategorySchema } from '@shop/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Path, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { type RouterOutputs, trpc } from '../../../trpc.ts';
import { fieldIssues, refusalReason } from '../../dashboard-kit/server-issues.ts';
import { useValidationMessages } from '../../forms/useValidationMessages.ts';
import { showErrorToast, showToast } from '../../toast/toast.ts';

export type Category = RouterOutputs['categories']['list'][number];
type CategoryOutput = z.output<ReturnType<typeof partCategorySchema>>;

/** A part category's English and Spanish names: a new one, or a rename (which reaches every part in it). */
export function CategoryForm({ category, onDone }: { category: Category | null; onDone: () => void }) {
  const { t } = useLingui();
  const messages = useValidationMessages();
  const queryClient = useQueryClient();
  const form = useForm<PartCategoryInput, unknown, CategoryOutput>({
    resolver: zodResolver(partCategorySchema(messages)),
    defaultValues: { name: category?.name ?? '', nameEs: category?.nameEs ?? '' },
  });
  const { errors } = form.formState;
  const saved = (title: string) => (result: Category) => {
    for (const key of [
      trpc.categories.list.queryKey(),
      trpc.content.missingSpanish.queryKey(),
      trpc.parts.inventory.queryKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey: key });
    }
    showToast({ color: 'green', title, message: result.name });
    onDone();
  };
  const failed = (title: string) => (error: unknown) => {
    if (refusalReason(error) === 'category-name-taken') {
      form.setError('name', { message: t`There is already a category with this name` });
      return;
    }
    const issues = fieldIssues(error, messages);
    for (const i of issues) form.setError(i.path as Path<PartCategoryInput>, { message: i.message });
    if (issues.length === 0) showErrorToast(title);
  };
  const create = useMutation({
    ...trpc.categories.create.mutationOptions(),
    onSuccess: saved(t`Category added`),
    onError: failed(t`Failed to add the category.`),
  });
  const update = useMutation({
    ...trpc.categories.update.mutationOptions(),
    onSuccess: saved(t`Category saved`),
    onError: failed(t`Failed to save the category.`),
  });
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {category ? t`Save changes` : t`Add category`}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
