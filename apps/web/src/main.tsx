import './styles.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { activateLanguage, storedLanguage } from './features/i18n/i18n.ts';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The catalogue is loaded before the first paint so no English flashes for a Spanish visitor.
await activateLanguage(storedLanguage());
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
