// Sending feedback and handling it (src/shared/feedback.ts): one schema for the app's forms and the server.
import * as v from 'valibot';
import { phoneField } from './account.ts';
import { FEEDBACK_KINDS, FEEDBACK_MESSAGE_MAX, FEEDBACK_MSG, FEEDBACK_REPLY_MAX, FEEDBACK_STATUSES, FEEDBACK_SUBJECT_MAX } from '../feedback.ts';

/** Keeps an automatically attached value when it is usable, else drops it (the sender cannot fix what they did not type). */
const attached = (max: number, usable: (s: string) => boolean = () => true) =>
  v.pipe(
    v.optional(v.nullable(v.unknown()), null),
    v.transform((s) => (typeof s === 'string' && s.trim() && usable(s.trim()) ? s.trim().slice(0, max) : null)),
  );

export const feedbackSchema = v.object({
  kind: v.picklist(FEEDBACK_KINDS, FEEDBACK_MSG.kindInvalid),
  subject: v.pipe(
    v.string(FEEDBACK_MSG.subjectRequired),
    v.trim(),
    v.nonEmpty(FEEDBACK_MSG.subjectRequired),
    v.maxLength(FEEDBACK_SUBJECT_MAX, FEEDBACK_MSG.subjectTooLong),
  ),
  message: v.pipe(
    v.string(FEEDBACK_MSG.messageRequired),
    v.trim(),
    v.nonEmpty(FEEDBACK_MSG.messageRequired),
    v.maxLength(FEEDBACK_MESSAGE_MAX, FEEDBACK_MSG.messageTooLong),
  ),
  contactPhone: phoneField,
  /** The address of the page the sender was on (path and query, no origin). */
  pageUrl: attached(500, (s) => s.startsWith('/')),
  appVersion: attached(50),
});
export type FeedbackInput = v.InferInput<typeof feedbackSchema>;

export const feedbackUpdateSchema = v.object({
  status: v.picklist(FEEDBACK_STATUSES, FEEDBACK_MSG.statusInvalid),
  /** '' or null: no reply. A new or changed reply is sent to the author as a notification. */
  reply: v.pipe(
    v.optional(v.nullable(v.string(FEEDBACK_MSG.replyTooLong)), null),
    v.transform((s) => (s?.trim() ? s.trim() : null)),
    v.check((s) => s === null || s.length <= FEEDBACK_REPLY_MAX, FEEDBACK_MSG.replyTooLong),
  ),
});
export type FeedbackUpdateInput = v.InferInput<typeof feedbackUpdateSchema>;
