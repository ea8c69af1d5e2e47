// What a mini game belongs to — a question bank or an exam — and how the screens speak of it.
import { MSG } from '@/shared/messages.ts';

export type GameOwnerType = 'question' | 'exam';

export const OWNER_WORDS: Record<GameOwnerType, { of: string; redraft: string; notEnough: string }> = {
  question: { of: 'ngân hàng', redraft: 'Lấy từ câu hỏi của ngân hàng', notEnough: MSG.gameNotEnoughQuestions },
  exam: { of: 'đề thi', redraft: 'Lấy từ câu hỏi của đề thi', notEnough: MSG.gameNotEnoughExamQuestions },
};
