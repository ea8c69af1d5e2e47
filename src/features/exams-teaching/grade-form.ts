// The grading form's values and rules: one points field and one comment per essay or speaking question. Points are
// typed as text (so nothing the teacher typed is lost on an error), accept a decimal comma, and must lie within
// 0..allocatedPoint. Questions left empty are not sent, so a teacher can grade part of an attempt and return later.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { MANUAL_TYPES, type ExamResult, type MarksBody, type ResultQuestion } from '@/shared/exam.ts';
import { MSG } from '@/shared/messages.ts';
import { GRADING_MSG } from './grading-messages.ts';

export interface MarkField {
  points: string;
  comment: string;
}

export interface GradeFormValues {
  /** Keyed `q<questionId>`: react-hook-form treats numeric keys as array indexes. */
  marks: Record<string, MarkField>;
}

export const fieldKey = (questionId: number) => `q${questionId}`;

/** Every answerable question in order, sub-questions of a group in place of the group. */
export function flatQuestions(result: ExamResult): ResultQuestion[] {
  return result.fractions.flatMap((f) => f.questions.flatMap((q) => (q.subQuestions?.length ? q.subQuestions : [q])));
}

export const isManual = (q: ResultQuestion) => MANUAL_TYPES.includes(q.questionType);

const showPoints = (n: number) => String(n).replace('.', ',');

/** What the server holds: points of graded questions, and their comments. */
export function defaultMarks(result: ExamResult): GradeFormValues {
  const marks: Record<string, MarkField> = {};
  for (const q of flatQuestions(result).filter(isManual)) {
    marks[fieldKey(q.id)] = {
      points: q.isMarked && q.pointEarned !== null ? showPoints(q.pointEarned) : '',
      comment: q.comment ?? '',
    };
  }
  return { marks };
}

/** '1,5' or '1.5' → 1.5; null when it is not a plain non-negative-or-negative decimal. */
export function parsePoints(text: string): number | null {
  const s = text.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$|^-?\.\d+$/.test(s)) return null;
  return Number(s);
}

export interface MarksCheck {
  body: MarksBody | null;
  /** Field path (e.g. `marks.q12.points`) → message. */
  errors: Record<string, string>;
}

export function checkMarks(values: GradeFormValues, questions: readonly ResultQuestion[]): MarksCheck {
  const errors: Record<string, string> = {};
  const marks: MarksBody['marks'] = [];
  for (const q of questions.filter(isManual)) {
    const key = fieldKey(q.id);
    const field = values.marks[key] ?? { points: '', comment: '' };
    const comment = field.comment.trim();
    if (comment.length > 2000) errors[`marks.${key}.comment`] = MSG.examCommentTooLong;
    if (!field.points.trim()) {
      if (comment) errors[`marks.${key}.points`] = GRADING_MSG.pointsRequired;
      continue;
    }
    const points = parsePoints(field.points);
    if (points === null) errors[`marks.${key}.points`] = GRADING_MSG.pointsNotNumber;
    else if (points < 0 || points > q.allocatedPoint) errors[`marks.${key}.points`] = GRADING_MSG.pointsRange(q.allocatedPoint);
    else marks.push({ questionId: q.id, pointEarned: points, comment: comment || null });
  }
  if (Object.keys(errors).length) return { body: null, errors };
  if (!marks.length) return { body: null, errors: { root: GRADING_MSG.nothingToSave } };
  return { body: { marks }, errors };
}

/** react-hook-form resolver over checkMarks; the checked body travels in `values` for the submit handler. */
export function marksResolver(questions: readonly ResultQuestion[]): Resolver<GradeFormValues, unknown, MarksBody> {
  return (values) => {
    const { body, errors } = checkMarks(values, questions);
    if (body) return { values: body, errors: {} };
    const out: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(errors)) {
      if (path === 'root') {
        out.root = { type: 'validate', message };
        continue;
      }
      const [, key, name] = path.split('.') as [string, string, string];
      const marks = (out.marks ??= {}) as Record<string, Record<string, unknown>>;
      (marks[key] ??= {})[name] = { type: 'validate', message };
    }
    return { values: {}, errors: out as FieldErrors<GradeFormValues> };
  };
}
