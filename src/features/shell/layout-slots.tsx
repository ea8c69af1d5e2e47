// What the shell shows but other features own (the notification bell, the join-school, change-password and help dialogs):
// the route that renders the layout passes them in, so the shell never imports another feature.
import { createContext, useContext, type ComponentType } from 'react';
import type { HelpRequest } from '@/lib/help-dialog.ts';

export interface LayoutSlots {
  NotificationBell: ComponentType<{ schoolId: number | null }>;
  JoinSchoolDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  ChangePasswordDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  /** "Liên hệ / Trợ giúp"; `request` set: opened from elsewhere to show the user's own feedback. */
  FeedbackDialog: ComponentType<{ open: boolean; onClose: () => void; request: HelpRequest | null }>;
}

const SlotsContext = createContext<LayoutSlots | null>(null);
export const LayoutSlotsProvider = SlotsContext.Provider;

export function useLayoutSlots(): LayoutSlots {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error('The signed-in layout renders its parts inside LayoutSlotsProvider');
  return slots;
}
