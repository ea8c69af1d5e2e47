// What the shell shows but other features own (the notification bell, the join-school and change-password dialogs):
// the route that renders the layout passes them in, so the shell never imports another feature.
import { createContext, useContext, type ComponentType } from 'react';

export interface LayoutSlots {
  NotificationBell: ComponentType<{ schoolId: number | null }>;
  JoinSchoolDialog: ComponentType<{ open: boolean; onClose: () => void }>;
  ChangePasswordDialog: ComponentType<{ open: boolean; onClose: () => void }>;
}

const SlotsContext = createContext<LayoutSlots | null>(null);
export const LayoutSlotsProvider = SlotsContext.Provider;

export function useLayoutSlots(): LayoutSlots {
  const slots = useContext(SlotsContext);
  if (!slots) throw new Error('The signed-in layout renders its parts inside LayoutSlotsProvider');
  return slots;
}
