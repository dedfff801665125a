import '@mantine/core/styles/Tabs.css';
import { Trans } from '@lingui/react/macro';
import { Tabs } from '@mantine/core';
import { LoginForm } from './LoginForm.tsx';
import { RegisterForm } from './RegisterForm.tsx';

/**
 * The auth screen's Login and Register tabs, on /auth and on a signed-out /dashboard. Register is
 * disabled, as the owner asked; its form and rules stay ready for when it is turned on.
 */
export function AuthTabs({ onSignedIn }: { onSignedIn: () => void }) {
  return (
    <Tabs defaultValue="login" keepMounted={false}>
      <Tabs.List grow mb="md">
        <Tabs.Tab value="login">
          <Trans>Login</Trans>
        </Tabs.Tab>
        <Tabs.Tab value="register" disabled>
          <Trans>Register</Trans>
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="login">
        <LoginForm onSignedIn={onSignedIn} />
      </Tabs.Panel>
      <Tabs.Panel value="register">
        <RegisterForm onRegistered={onSignedIn} />
      </Tabs.Panel>
    </Tabs>
  );
}
