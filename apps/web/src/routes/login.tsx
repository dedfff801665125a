import { createFileRoute } from '@tanstack/react-router';
import { LoginPage } from '../features/auth/LoginPage.tsx';
import { loadCatalogue } from '../features/i18n/i18n.ts';

export const Route = createFileRoute('/login')({
  staticData: { staff: true, serverRenders: true },
  loader: () => loadCatalogue('signin'),
  component: LoginPage,
});
