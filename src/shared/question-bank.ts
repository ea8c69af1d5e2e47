// Question banks (spec §3 question types and the question-level selection; §7 question collections): the labels the
// app shows and the shape of a question as its author sees it (with the answer key, unlike ExamQuestion).
import type { ChoiceOption, CorrectAnswer, QuestionContent, QuestionType } from './exam.ts';
import type { LibraryItem } from './library.ts';

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  leadingQuestion: 'Nhóm câu hỏi',
  singleChoice: 'Một lựa chọn',
  multipleChoice: 'Nhiều lựa chọn',
  fillInTheBlank: 'Điền vào chỗ trống',
  essay: 'Tự luận',
  textAnswer: 'Trả lời ngắn',
  speaking: 'Nói (ghi âm)',
};

/** The four levels Vietnamese exam matrices use (Công văn 8773): recognition to high application. */
export const QUESTION_LEVELS = [
  { value: 'recognition', label: 'Nhận biết' },
  { value: 'comprehension', label: 'Thông hiểu' },
  { value: 'application', label: 'Vận dụng' },
  { value: 'high_application', label: 'Vận dụng cao' },
] as const;
export type QuestionLevel = (typeof QUESTION_LEVELS)[number]['value'];

/** At most this many options in a choice question, and sub-questions in a group. */
export const MAX_OPTIONS = 8;
export const MIN_OPTIONS = 2;
export const MAX_SUB_QUESTIONS = 30;

/** A question in a bank, as its author edits it. */
export interface BankQuestion {
  id: number;
  questionType: QuestionType;
  content: QuestionContent;
  answerKey: CorrectAnswer | null;
  level: QuestionLevel | null;
  points: number;
  explanation: string | null;
  /** The explanation as rich text, when its author formatted it; `explanation` is its plain twin. */
  explanationHtml?: string | null;
  position: number;
  subQuestions?: BankQuestion[];
  updatedAt: string;
}

/** A question bank in a library list. */
export interface QuestionCollection extends LibraryItem {
  isActive: boolean;
  questionCount: number;
}

/** Option ids in order: a, b, c, … (the letters students see are their positions). */
export const optionId = (index: number) => String.fromCharCode(97 + index);
export const optionLetter = (index: number) => String.fromCharCode(65 + index);
export const emptyOptions = (n = 4): ChoiceOption[] => Array.from({ length: n }, (_, i) => ({ id: optionId(i), text: '' }));
