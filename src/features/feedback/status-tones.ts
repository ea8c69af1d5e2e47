// The colour of each feedback status wherever it is shown (the sender's list, the administrators' list).
import type { BadgeTone } from '@/components/ui/badge.tsx';
import type { FeedbackStatus } from '@/shared/feedback.ts';

export const STATUS_TONES: Record<FeedbackStatus, BadgeTone> = { new: 'info', in_progress: 'warning', done: 'success' };
