import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Skeleton, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../trpc.ts';
import { DashboardModal } from '../../dashboard-kit/DashboardModal.tsx';
import { useDialog } from '../../dashboard-kit/useDialog.ts';
import { type Category, CategoryForm } from './CategoryForm.tsx';

/** The parts catalogue's categories: what the part dialog offers and the catalogue filters by. */
export function CategoryList() {
  const { t } = useLingui();
  const categories = useQuery(trpc.categories.list.queryOptions());
  // The dialog renames a category, or adds one when its subject is null.
  const editing = useDialog<Category | null>();
  return (
    <Stack component="section" aria-labelledby="part-categories-title">
      <Group justify="space-between">
        <Title order={3} size="h4" id="part-categories-title">
          <Trans>Part categories</Trans>
        </Title>
        <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => editing.open(null)}>
          <Trans>Add category</Trans>
        </Button>
      </Group>
      {categories.isPending && <Skeleton height={160} radius="md" aria-busy="true" />}
      {categories.isError && (
        <Text role="alert">
          <Trans>The categories could not be loaded.</Trans>
        </Text>
      )}
      {categories.data && (
        <Table striped withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`English`}</Table.Th>
              <Table.Th>{t`Spanish`}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t`Actions`}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {categories.data.map((category) => (
              <Table.Tr key={category.id}>
                <Table.Td>{category.name}</Table.Td>
                <Table.Td lang={category.nameEs ? 'es' : undefined}>
                  {category.nameEs ?? (
                    <Text span size="sm" c="#9a3412">
                      {t`No Spanish name`}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right">
                  {/* On a phone the pencil alone, so the table fits the screen in both languages. */}
                  <Button
                    variant="subtle"
                    size="xs"
                    aria-label={t`Rename ${category.name}`}
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => editing.open(category)}
                  >
                    <Box component="span" visibleFrom="xs">
                      <Trans>Rename</Trans>
                    </Box>
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <DashboardModal
        opened={editing.opened}
        onClose={editing.close}
        title={editing.subject ? t`Rename category` : t`Add category`}
      >
        <CategoryForm category={editing.subject} onDone={editing.close} />
      </DashboardModal>
    </Stack>
  );
}
