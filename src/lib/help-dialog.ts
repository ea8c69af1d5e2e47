// Opening the help dialog (the avatar menu's "Liên hệ / Trợ giúp") from elsewhere: a reply to the user's feedback,
// clicked in the notification bell, opens it on "Góp ý của tôi" at that feedback. The header's avatar menu owns the
// dialog and the bell belongs to another feature, so they meet through this window event.
export interface HelpRequest {
  /** The feedback to show in the user's own list. */
  feedbackId?: number;
}

const EVENT = 'lhs:open-help';

export function openHelp(request: HelpRequest = {}): void {
  window.dispatchEvent(new CustomEvent<HelpRequest>(EVENT, { detail: request }));
}

export function onOpenHelp(listener: (request: HelpRequest) => void): () => void {
  const handle = (e: Event) => listener((e as CustomEvent<HelpRequest>).detail ?? {});
  window.addEventListener(EVENT, handle);
  return () => window.removeEventListener(EVENT, handle);
}
