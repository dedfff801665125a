import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Tabs.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Center, Container, Group, Loader, Paper, Tabs, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { LoginForm } from '../auth/LoginForm.tsx';
import { type CurrentUser, useCurrentUser } from '../auth/session.ts';
import classes from './DashboardPage.module.css';
import { AppointmentsTab } from './tabs/AppointmentsTab.tsx';
import { CarouselTab } from './tabs/CarouselTab.tsx';
import { ManagementTab } from './tabs/ManagementTab.tsx';
import { MessagesTab } from './tabs/MessagesTab.tsx';
import { OverviewTab } from './tabs/OverviewTab.tsx';
import { PartsTab } from './tabs/PartsTab.tsx';
import { WelcomeCard } from './WelcomeCard.tsx';

/** /dashboard: the sign-in form when signed out; the tabs the staff member's role allows when in. */
export function DashboardPage() {
  const { t } = useLingui();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <Center py="xl">
        <Loader aria-label={t`Loading`} />
      </Center>
    );
  }
  if (!user) {
    return (
      <Container size={440} py="xl">
        <Paper withBorder shadow="sm" p="lg">
          <Title order={1} size="h2" mb="md">
            <Trans>Staff Login</Trans>
          </Title>
          <LoginForm onSignedIn={() => {}} />
        </Paper>
      </Container>
    );
  }
  return (
    <Container size="xl" py="lg">
      <DashboardHeader user={user} />
      {user.role === 'user' ? <WelcomeCard /> : <DashboardTabs manager={user.role === 'manager'} />}
    </Container>
  );
}

function DashboardHeader({ user }: { user: CurrentUser }) {
  const { t } = useLingui();
  const roleLabel = { user: t`User`, supervisor: t`Supervisor`, manager: t`Manager` }[user.role];
  return (
    <Group justify="space-between" mb="lg" wrap="wrap">
      <Group gap="sm">
        <Button component={Link} to="/" variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          <Trans>Back to home</Trans>
        </Button>
        <Title order={1} size="h2">
          <Trans>Dashboard</Trans>
        </Title>
      </Group>
      <Group gap="sm">
        <Badge variant="light" size="lg" aria-label={t`Role: ${roleLabel}`}>
          {roleLabel}
        </Badge>
        <Text fw={600}>{user.firstName || user.email}</Text>
      </Group>
    </Group>
  );
}

function DashboardTabs({ manager }: { manager: boolean }) {
  const { t } = useLingui();
  const tabs = [
    { value: 'overview', label: t`Overview`, body: <OverviewTab /> },
    { value: 'appointments', label: t`Appointments`, body: <AppointmentsTab /> },
    { value: 'messages', label: t`Messages`, body: <MessagesTab /> },
    ...(manager
      ? [
          { value: 'parts', label: t`Parts`, body: <PartsTab /> },
          { value: 'carousel', label: t`Carousel`, body: <CarouselTab /> },
          { value: 'management', label: t`Management`, body: <ManagementTab /> },
        ]
      : []),
  ];
  return (
    <Tabs defaultValue="overview" keepMounted={false}>
      <Tabs.List className={`${classes.tabList} ${manager ? classes.manager : ''}`} mb="lg">
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Panel key={tab.value} value={tab.value}>
          {tab.body}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
