// The slide layout without sign-in: a free lecture presented to anyone (/editor/{id}/preview_free, spec §2).
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SlideLayout } from '@/components/layouts/slide-layout.tsx';

export const Route = createFileRoute('/_open')({
  component: () => (
    <SlideLayout>
      <Outlet />
    </SlideLayout>
  ),
});
