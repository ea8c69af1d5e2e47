// How every screen numbers an exam's questions — the student's player and result, the teacher's grading page, the
// mission marking page: answerable questions count 1, 2, 3… across the whole exam, and a group (a reading passage)
// takes one number per sub-question, never one of its own (a passage with three questions after question 4 is 5–7).
import type { ExamFraction } from '@/shared/exam.ts';

type Numberable<Q> = { id: number; questionType: string; subQuestions?: Q[] };

/** A top-level question (a page of the taking screen) with the numbers of the questions a student answers on it. */
export interface NumberedQuestion<Q> {
  question: Q;
  /** The question itself, or a group's sub-questions. */
  answerable: Q[];
  /** The number of its first answerable question. */
  first: number;
}

const answerableOf = <Q extends Numberable<Q>>(q: Q): Q[] => (q.questionType === 'leadingQuestion' ? (q.subQuestions ?? []) : [q]);

/** The top-level questions in exam order, each with its answerable questions and the first one's number. */
export function numberedQuestions<Q extends Numberable<Q>>(fractions: Pick<ExamFraction<Q>, 'questions'>[]): NumberedQuestion<Q>[] {
  let next = 1;
  return fractions.flatMap((f) =>
    f.questions.map((question) => {
      const answerable = answerableOf(question);
      const numbered = { question, answerable, first: next };
      next += answerable.length;
      return numbered;
    }),
  );
}

/** Each answerable question's number, by question id. */
export function questionNumbers<Q extends Numberable<Q>>(fractions: Pick<ExamFraction<Q>, 'questions'>[]): Map<number, number> {
  return new Map(numberedQuestions(fractions).flatMap((n) => n.answerable.map((q, i) => [q.id, n.first + i] as const)));
}

/** "5", or a group's "5–7" (en dash); "—" for a group without questions. */
export function numberRange(first: number, count: number): string {
  if (count <= 0) return '—';
  return count === 1 ? String(first) : `${first}–${first + count - 1}`;
}
