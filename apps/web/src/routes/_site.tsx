import { createFileRoute } from '@tanstack/react-router';
import { SiteLayout } from '../features/layout/SiteLayout.tsx';

/** Pages with the shared header and footer (everything but /auth and /login). */
export const Route = createFileRoute('/_site')({ component: SiteLayout });
