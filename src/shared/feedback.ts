// Users' feedback (spec §2 help dialog and /feedbacks, §7 feedback): what anyone signed in sends from the help dialog,
// and what the system administrators answer. One schema for the app's forms and the server.
//
// Its texts live here rather than in messages.ts: that module is loaded whole by the sign-in screen, and these are
// shown only by the help dialog and the feedback screen, each a chunk of its own.
import * as v from 'valibot';
import { phoneField } from './schemas/account.ts';

export const FEEDBACK_KINDS = ['suggestion', 'bug', 'question'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = { suggestion: 'Góp ý', bug: 'Báo lỗi', question: 'Câu hỏi' };

export const FEEDBACK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_STATUS_LABELS: Record<FeedbackStatus, string> = { new: 'Mới', in_progress: 'Đang xử lý', done: 'Đã xong' };

export const FEEDBACK_SUBJECT_MAX = 150;
export const FEEDBACK_MESSAGE_MAX = 4000;
export const FEEDBACK_REPLY_MAX = 4000;
/** How many a user may send in an hour: enough for a busy afternoon of bug reports, too few to flood the list. */
export const FEEDBACK_HOURLY_LIMIT = 10;
/** The list's page size. */
export const FEEDBACKS_PER_PAGE = 20;
/** How many of their own a user sees in the help dialog (the newest). */
export const MY_FEEDBACKS_LIMIT = 20;

export const FEEDBACK_MSG = {
  kindInvalid: 'Vui lòng chọn loại góp ý',
  subjectRequired: 'Vui lòng nhập tiêu đề',
  subjectTooLong: `Tiêu đề không được quá ${FEEDBACK_SUBJECT_MAX} kí tự`,
  messageRequired: 'Vui lòng nhập nội dung',
  messageTooLong: 'Nội dung không được quá 4.000 kí tự',
  replyTooLong: 'Câu trả lời không được quá 4.000 kí tự',
  statusInvalid: 'Vui lòng chọn trạng thái hợp lệ',
  tooMany: `Bạn đã gửi ${FEEDBACK_HOURLY_LIMIT} góp ý trong một giờ qua. Vui lòng thử lại sau.`,
  sent: 'Đã gửi góp ý. Cảm ơn bạn! Câu trả lời sẽ đến bạn qua thông báo.',
  offline: 'Gửi góp ý cần có kết nối mạng. Nội dung bạn nhập vẫn được giữ nguyên, hãy gửi khi có mạng.',
} as const;

/** The author's notification; {} is the feedback's subject. */
export const FEEDBACK_REPLY_NOTICE = 'Quản trị hệ thống đã trả lời góp ý “{}” của bạn';

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

interface Person {
  id: number;
  first_name: string;
  last_name: string;
}

/** One row of the administrators' list. */
export interface FeedbackRow {
  id: number;
  kind: FeedbackKind;
  subject: string;
  /** The beginning of the message. */
  excerpt: string;
  status: FeedbackStatus;
  createdAt: string;
  repliedAt: string | null;
  /** null: the account was deleted. */
  author: (Person & { email: string }) | null;
  school: { id: number; name: string } | null;
}

export interface FeedbackDetail extends FeedbackRow {
  message: string;
  contactPhone: string | null;
  pageUrl: string | null;
  appVersion: string | null;
  userAgent: string | null;
  reply: string | null;
  repliedBy: Person | null;
}

export interface FeedbackListPage {
  data: FeedbackRow[];
  pagination: { total: number; page: number; perPage: number };
  /** How many match the search and kind in each status (the status filter's counts). */
  counts: Record<FeedbackStatus, number>;
}

/** What the sender sees of their own in the help dialog. */
export interface MyFeedback {
  id: number;
  kind: FeedbackKind;
  subject: string;
  message: string;
  status: FeedbackStatus;
  createdAt: string;
  reply: string | null;
  repliedAt: string | null;
}
