// What the exam player shows but another feature owns: the recorder of a speaking question (the pronunciation
// feature's). The route that renders the player passes it in, so the exams feature never imports speaking.
import { createContext, useContext, type ComponentType } from 'react';
import type { SpeakingAnswerProps } from '@/shared/exam.ts';

export interface ExamSlots {
  SpeakingAnswer: ComponentType<SpeakingAnswerProps>;
}

const SlotsContext = createContext<ExamSlots | null>(null);
export const ExamSlotsProvider = SlotsContext.Provider;

/** null outside a provider: the player then says the recorder cannot open, and every other question still works. */
export const useExamSlots = (): ExamSlots | null => useContext(SlotsContext);
