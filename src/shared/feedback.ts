// Users' feedback (spec §2 help dialog and /feedbacks, §7 feedback): what anyone signed in sends from the help dialog,
// and what the system administrators answer. The kinds, statuses, limits and texts, shared by the app and the server
// (the schemas: schemas/feedback.ts).
//
// Its texts live here rather than in messages.ts: that module is loaded whole by the sign-in screen, and these are
// shown only by the help dialog and the feedback screen, each a chunk of its own.

import { FEEDBACK_KINDS, FEEDBACK_STATUSES, type FeedbackKind, type FeedbackStatus } from './feedback-lists.ts';

export { FEEDBACK_KINDS, FEEDBACK_STATUSES, type FeedbackKind, type FeedbackStatus };
export const FEEDBACK_KIND_LABELS: Record<FeedbackKind, string> = { suggestion: 'Góp ý', bug: 'Báo lỗi', question: 'Câu hỏi' };

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
