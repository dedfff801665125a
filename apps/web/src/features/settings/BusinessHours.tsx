import { Trans } from '@lingui/react/macro';
import { Table, Text } from '@mantine/core';
import type { ShopSettings } from './useShopSettings.ts';

/** Monday to Friday, Saturday, Sunday closed: the shop's hours from the settings. */
export function BusinessHours({ settings, size = 'sm' }: { settings: ShopSettings | undefined; size?: 'sm' | 'md' }) {
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={0} fz={size}>
      <Table.Tbody>
        <Table.Tr>
          <Table.Td pr="md">
            <Trans>Monday - Friday</Trans>
          </Table.Td>
          <Table.Td>{settings?.hoursWeekdays ?? '…'}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td pr="md">
            <Trans>Saturday</Trans>
          </Table.Td>
          <Table.Td>{settings?.hoursSaturday ?? '…'}</Table.Td>
        </Table.Tr>
        <Table.Tr>
          <Table.Td pr="md">
            <Trans>Sunday</Trans>
          </Table.Td>
          <Table.Td>
            <Text span fz={size}>
              <Trans>Closed</Trans>
            </Text>
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
