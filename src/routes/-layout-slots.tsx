// The signed-in layout's slots, shared by the layouts that show it (the app's, and the public pages' for a signed-in
// visitor).
import type { LayoutSlots } from '@/features/shell/layout-slots.tsx';
import { deferred } from '@/components/ui/deferred.tsx';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';

// The parts of the layout other features own, each loaded when first needed: the bell right after the first paint,
// the dialogs when first opened.
export const SLOTS: LayoutSlots = {
  NotificationBell: deferred(
    () => import('@/features/notifications/components/notification-bell.tsx').then((m) => m.NotificationBell),
    () => <div className="size-11" />,
  ),
  JoinSchoolDialog: lazyOnOpen(() => import('@/features/join-school/components/join-school-dialog.tsx').then((m) => m.JoinSchoolDialog)),
  ChangePasswordDialog: lazyOnOpen(() => import('@/features/auth/components/change-password-dialog.tsx').then((m) => m.ChangePasswordDialog)),
  FeedbackDialog: lazyOnOpen(() => import('@/features/feedback/components/feedback-dialog.tsx').then((m) => m.FeedbackDialog)),
};
