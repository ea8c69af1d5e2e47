// An exam's settings and its parts as the exam editor saves them: one schema for the app and the server. A question
// in a part is one the exam already holds (optionally rewritten), one picked from a bank (copied in), or a new one
// written in place.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { RESULT_RELEASES } from '../exam.ts';
import { MAX_EXAM_PARTS, MAX_EXAM_QUESTIONS } from '../exam-library.ts';
import { id } from './id.ts';
import { questionSchema } from './question.ts';
import { maxAttemptsSchema } from './exam.ts';

export const examFields = {
  durationMinutes: v.pipe(
    v.number(MSG.examDurationInvalid),
    v.integer(MSG.examDurationInvalid),
    v.minValue(1, MSG.examDurationInvalid),
    v.maxValue(600, MSG.examDurationInvalid),
  ),
  resultRelease: v.optional(v.picklist(RESULT_RELEASES, MSG.invalidInput), 'immediately'),
  shuffleQuestions: v.optional(v.boolean(MSG.invalidInput), false),
  shuffleOptions: v.optional(v.boolean(MSG.invalidInput), false),
};

const points = v.optional(v.pipe(v.number(MSG.questionPointsInvalid), v.minValue(0, MSG.questionPointsInvalid), v.maxValue(100, MSG.questionPointsInvalid)));

export const examItemSchema = v.variant(
  'source',
  [
    v.object({ source: v.literal('exam'), id: id(), question: v.optional(questionSchema), points }),
    v.object({ source: v.literal('bank'), id: id(MSG.examQuestionMissing), points }),
    v.object({ source: v.literal('new'), question: questionSchema, points }),
  ],
  MSG.invalidInput,
);
export type ExamItemInput = v.InferOutput<typeof examItemSchema>;

export const examStructureSchema = v.object({
  fractions: v.pipe(
    v.array(
      v.object({
        title: v.pipe(v.string(MSG.examPartTitleRequired), v.trim(), v.minLength(1, MSG.examPartTitleRequired), v.maxLength(200, MSG.libraryNameTooLong)),
        questions: v.pipe(v.array(examItemSchema), v.maxLength(MAX_EXAM_QUESTIONS, MSG.invalidInput)),
      }),
    ),
    v.minLength(1, MSG.examPartsRequired),
    v.maxLength(MAX_EXAM_PARTS, MSG.invalidInput),
    v.check((parts) => parts.some((p) => p.questions.length > 0), MSG.examPartsRequired),
    v.check((parts) => parts.reduce((n, p) => n + p.questions.length, 0) <= MAX_EXAM_QUESTIONS, MSG.invalidInput),
  ),
});
export type ExamStructureInput = v.InferOutput<typeof examStructureSchema>;

/** Giving an exam to a teaching group: when it opens and closes there (null: no limit) and how many attempts. */
export const giveExamSchema = v.pipe(
  v.object({
    examId: id(MSG.invalidInput),
    opensAt: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.check((s) => !Number.isNaN(Date.parse(s)), MSG.invalidInput),
        ),
      ),
      null,
    ),
    closesAt: v.optional(
      v.nullable(
        v.pipe(
          v.string(),
          v.check((s) => !Number.isNaN(Date.parse(s)), MSG.invalidInput),
        ),
      ),
      null,
    ),
    maxAttempts: v.optional(maxAttemptsSchema, 1),
  }),
  v.forward(
    v.check((s) => !s.opensAt || !s.closesAt || Date.parse(s.closesAt) > Date.parse(s.opensAt), MSG.examClosesBeforeOpens),
    ['closesAt'],
  ),
);
export type GiveExamInput = v.InferOutput<typeof giveExamSchema>;
