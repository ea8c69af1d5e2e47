// Exams in the libraries (spec §2 …/exam, §7 exams): an exam as lists show it, and its parts as the exam editor
// edits them (its own copies of questions, with answer keys and the points each is worth in this exam).
import type { ResultRelease } from './exam.ts';
import type { LibraryItem } from './library.ts';
import type { BankQuestion } from './question-bank.ts';

export interface LibraryExam extends LibraryItem {
  durationMinutes: number;
  resultRelease: ResultRelease;
  shuffleQuestions: boolean;
  shuffleOptions: boolean;
  questionCount: number;
  totalPoints: number;
  /** Groups it is given to. */
  givenCount: number;
}

export interface EditableExamQuestion extends BankQuestion {
  /** Points in this exam (a group: the sum of its sub-questions'). */
  allocatedPoint: number;
}

export interface EditableExam {
  fractions: { id: number; title: string; questions: EditableExamQuestion[] }[];
  /** Students have taken it: its questions can no longer change (a copy can). */
  locked: boolean;
}

/** The most parts and questions an exam holds. */
export const MAX_EXAM_PARTS = 20;
export const MAX_EXAM_QUESTIONS = 300;
