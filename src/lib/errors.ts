// The error catalogue of spec §8, in one place: every screen reports failures through these handlers.
import { isApiError } from './api-error.ts';
import { toast } from './toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';

/**
 * Generic handler: every message in the response's list is shown as an error; an empty message shows the generic
 * text; no messages and 403 shows the permission text; otherwise the caller's fallback or the generic message.
 */
export function handleApiError(error: unknown, fallback?: () => void): void {
  if (isApiError(error) && error.isNetworkError) {
    toast.error(TEXT.noNetwork);
    return;
  }
  const messages = isApiError(error) ? (error.body?.messages ?? []) : [];
  if (messages.length) {
    for (const m of messages) toast.error(m || MSG.generic);
    return;
  }
  if (isApiError(error) && error.status === 403) {
    toast.error(MSG.forbidden);
    return;
  }
  if (fallback) fallback();
  else toast.error(MSG.generic);
}

/** The one line to show beside the control that failed (a dialog's alert), by the same rules as handleApiError. */
export function apiErrorText(error: unknown): string {
  if (!isApiError(error)) return error instanceof Error && error.message ? error.message : MSG.generic;
  if (error.isNetworkError) return TEXT.noNetwork;
  const first = error.body?.messages?.[0];
  if (first) return first;
  return error.status === 403 ? MSG.forbidden : MSG.generic;
}

/** Selecting a school: 423 means the school has expired. */
export function handleSchoolSelectError(error: unknown): void {
  if (isApiError(error) && error.status === 423) toast.error(MSG.schoolExpired);
  else handleApiError(error);
}

/**
 * Join-school failure: the first validateSchool message, else the first validateAlreadyRequested message, as an
 * error; 404 is a warning that the school does not exist or has expired; anything else goes to the generic handler.
 */
export function handleJoinSchoolError(error: unknown): void {
  if (isApiError(error) && error.status === 404) {
    toast.warning(MSG.schoolNotFound);
    return;
  }
  const errors = isApiError(error) ? error.body?.errors : undefined;
  const first = errors?.validateSchool?.[0] ?? errors?.validateAlreadyRequested?.[0];
  if (first) toast.error(first);
  else handleApiError(error);
}
