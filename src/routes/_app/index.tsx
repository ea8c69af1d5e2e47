// '/': the overview of the signed-in user (greeting and their schools).
import { createFileRoute } from '@tanstack/react-router';
import { OverviewPage } from '@/features/shell/components/overview-page.tsx';

export const Route = createFileRoute('/_app/')({
  component: OverviewPage,
});
