// How often a screen asks the server again for what others change (notifications, the student's groups): every
// minute while the device is online and the page is visible, never in a hidden tab or offline.
import { onlineManager } from '@tanstack/react-query';
import { NOTIFICATION_POLL_MS } from '@/shared/constants.ts';

/** A refetchInterval: poll only when it can succeed and someone can see it. */
export function pollInterval(): number | false {
  const visible = typeof document === 'undefined' || document.visibilityState === 'visible';
  return onlineManager.isOnline() && visible ? NOTIFICATION_POLL_MS : false;
}
