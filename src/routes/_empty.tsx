// The empty layout route: /accept-invitation-join-school and /success-join-school.
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { EmptyLayout } from '@/components/layouts/empty-layout.tsx';

export const Route = createFileRoute('/_empty')({
  component: () => (
    <EmptyLayout>
      <Outlet />
    </EmptyLayout>
  ),
});
