import { Trans } from '@lingui/react/macro';
import { Badge, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFileText, IconSettings, IconTool, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';

function ManagementCard({ icon, title, children }: { icon: ReactNode; title: ReactNode; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Group justify="space-between" mb="xs">
        <ThemeIcon variant="light" size="lg" aria-hidden>
          {icon}
        </ThemeIcon>
        <Badge variant="outline" color="gray.7">
          <Trans>Coming soon</Trans>
        </Badge>
      </Group>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {children}
      </Text>
    </Card>
  );
}

/** The owner's four management cards; their tools come later. */
export function ManagementTab() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ManagementCard icon={<IconTool size={20} />} title={<Trans>Manage Services</Trans>}>
        <Trans>Edit the services and prices shown to customers.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconUsers size={20} />} title={<Trans>Manage Users</Trans>}>
        <Trans>Add staff accounts and change their roles.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconFileText size={20} />} title={<Trans>Manage Content</Trans>}>
        <Trans>Update the text and testimonials on the website.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconSettings size={20} />} title={<Trans>Settings</Trans>}>
        <Trans>Shop hours, contact details and other settings.</Trans>
      </ManagementCard>
    </SimpleGrid>
  );
}
