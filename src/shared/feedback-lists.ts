// The kinds and statuses of a feedback (feedback.ts), alone: the address of /feedbacks is read by the app's entry
// (validateSearch), which must not carry the feedback screens' texts with it.
export const FEEDBACK_KINDS = ['suggestion', 'bug', 'question'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];

export const FEEDBACK_STATUSES = ['new', 'in_progress', 'done'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
