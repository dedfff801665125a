import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconActivity,
  IconChevronRight,
  IconDatabase,
  IconFileText,
  IconMessageStar,
  IconSettings,
  IconTool,
  IconUsers,
} from '@tabler/icons-react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** One management card: what its screen is for, its title the link to it. */
function ManagementCard({
  icon,
  title,
  children,
  to,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
  /** Its screen's address. */
  to: LinkProps['to'];
}) {
  return (
    <Card withBorder padding="lg">
      <ThemeIcon variant="light" size="lg" mb="xs" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={2} size="h4">
        {/* The card's title is the link to its screen, named by the words it shows. */}
        <Anchor component={Link} to={to} c="blue.8" fw="inherit" fz="inherit" underline="never">
          <Group gap={4} component="span" wrap="nowrap">
            {title}
            <IconChevronRight size={18} aria-hidden />
          </Group>
        </Anchor>
      </Title>
      <Text size="sm" c="dimmed" mt={4}>
        {children}
      </Text>
    </Card>
  );
}

/** `/dashboard/manage`: the owner's management cards, each a link to its screen's address. */
export function ManagementCards() {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <ManagementCard icon={<IconTool size={20} />} title={t`Manage Services`} to="/dashboard/manage/services">
        <Trans>Edit the services and prices shown to customers.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconUsers size={20} />} title={t`Manage Users`} to="/dashboard/manage/users">
        <Trans>Add staff accounts and change their roles.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconFileText size={20} />} title={t`Manage Content`} to="/dashboard/manage/content">
        <Trans>Update the text and testimonials on the website.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconSettings size={20} />} title={t`Settings`} to="/dashboard/manage/settings">
        <Trans>Shop hours, contact details and other settings.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconDatabase size={20} />} title={t`Backups`} to="/dashboard/manage/backups">
        <Trans>Copies of everything the shop keeps: when they ran, download one, back up now.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconMessageStar size={20} />} title={t`Reviews`} to="/dashboard/manage/reviews">
        <Trans>Publish or hide what customers wrote about their visit, and reply to it.</Trans>
      </ManagementCard>
      <ManagementCard icon={<IconActivity size={20} />} title={t`Activity`} to="/dashboard/manage/activity">
        <Trans>Who signed in, failed to, or changed or deleted something, and when.</Trans>
      </ManagementCard>
    </SimpleGrid>
  );
}
