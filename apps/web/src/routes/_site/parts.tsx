import { createFileRoute } from '@tanstack/react-router';
import { PartsPage } from '../../features/parts/PartsPage.tsx';

export const Route = createFileRoute('/_site/parts')({ component: PartsPage });
