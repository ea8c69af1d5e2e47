// The exam player's parts owned by other features, for the routes that render the player (a group's exam and a
// mission's exam): the speaking question's recorder, loaded only when such a question is shown. A '-' file: the
// router does not take it for a route.
import { lazy } from 'react';
import type { ExamSlots } from '@/features/exams/exam-slots.tsx';

export const EXAM_SLOTS: ExamSlots = {
  SpeakingAnswer: lazy(() => import('@/features/speaking/components/exam-speaking-answer.tsx')),
};
