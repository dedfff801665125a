import { createFileRoute } from '@tanstack/react-router';
import { DataProvider } from '../DataProvider.tsx';
import { LoginPage } from '../features/auth/LoginPage.tsx';

export const Route = createFileRoute('/login')({
  staticData: { staff: true, serverRenders: true },
  component: () => (
    <DataProvider>
      <LoginPage />
    </DataProvider>
  ),
});
