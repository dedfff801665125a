import './styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { activateLanguage, storedLanguage } from './features/i18n/i18n.ts';
import { seedInitialData } from './features/settings/initial-data.ts';
import { queryClient } from './trpc.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The catalogue is loaded before the first paint so no English flashes for a Spanish visitor.
seedInitialData(queryClient);
await activateLanguage(storedLanguage());
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
