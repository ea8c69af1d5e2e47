// Bodies of the exam writes (perform update, teacher marks): one schema for the app's outbox and the server.
import * as v from 'valibot';
import { id } from './id.ts';
import { MSG } from '../messages.ts';
import { EXAM_MAX_ATTEMPTS, RESULT_RELEASES } from '../exam.ts';

const shortText = v.pipe(v.string(MSG.invalidInput), v.maxLength(1000, MSG.examAnswerTooLong));

export const answerValueSchema = v.variant(
  'type',
  [
    v.object({ type: v.literal('singleChoice'), optionId: v.pipe(v.string(MSG.invalidInput), v.maxLength(64)) }),
    v.object({
      type: v.literal('multipleChoice'),
      optionIds: v.pipe(v.array(v.pipe(v.string(MSG.invalidInput), v.maxLength(64))), v.maxLength(50, MSG.invalidInput)),
    }),
    v.object({
      type: v.literal('fillInTheBlank'),
      blanks: v.pipe(v.array(shortText), v.maxLength(50, MSG.invalidInput)),
      // The client may send its normalized form; the server always recomputes it from blanks.
      filledAnswer: v.optional(v.string()),
    }),
    v.object({ type: v.literal('textAnswer'), text: shortText }),
    v.object({ type: v.literal('essay'), text: v.pipe(v.string(MSG.invalidInput), v.maxLength(20000, MSG.examAnswerTooLong)) }),
    v.object({ type: v.literal('speaking'), recordingId: v.pipe(v.string(MSG.invalidInput), v.minLength(1), v.maxLength(200)) }),
  ],
  MSG.invalidInput,
);

const isoDate = v.pipe(
  v.string(MSG.invalidInput),
  v.maxLength(40, MSG.invalidInput),
  v.check((s) => !Number.isNaN(Date.parse(s)), MSG.invalidInput),
);

export const savedAnswerSchema = v.object({
  questionId: id(),
  // null clears an answer (the student unticked every option).
  answer: v.nullable(answerValueSchema),
  clientUpdatedAt: isoDate,
});

export const performUpdateSchema = v.object({
  answers: v.pipe(v.array(savedAnswerSchema), v.maxLength(500, MSG.invalidInput)),
  submit: v.optional(v.boolean(MSG.invalidInput), false),
});

export const marksSchema = v.object({
  marks: v.pipe(
    v.array(
      v.object({
        questionId: id(),
        pointEarned: v.pipe(v.number(MSG.examPointInvalid), v.minValue(0, MSG.examPointInvalid), v.maxValue(1000, MSG.examPointInvalid)),
        comment: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, MSG.examCommentTooLong)))),
      }),
    ),
    v.minLength(1, MSG.invalidInput),
    v.maxLength(500, MSG.invalidInput),
  ),
});

export type PerformUpdateInput = v.InferInput<typeof performUpdateSchema>;
export type MarksInput = v.InferInput<typeof marksSchema>;

/** How many attempts each student of the group may make. */
export const maxAttemptsSchema = v.pipe(
  v.number(MSG.examMaxAttemptsRange),
  v.integer(MSG.examMaxAttemptsRange),
  v.minValue(1, MSG.examMaxAttemptsRange),
  v.maxValue(EXAM_MAX_ATTEMPTS, MSG.examMaxAttemptsRange),
);

/**
 * PUT s/school_groups/:id/exams/:examId/schedule: the window in that group, the number of attempts (unchanged when
 * absent) and the exam's results policy.
 */
export const examScheduleSchema = v.pipe(
  v.object({
    opensAt: v.nullable(isoDate),
    closesAt: v.nullable(isoDate),
    resultRelease: v.picklist(RESULT_RELEASES, MSG.invalidInput),
    maxAttempts: v.optional(maxAttemptsSchema),
  }),
  v.forward(
    v.check((s) => !s.opensAt || !s.closesAt || Date.parse(s.closesAt) > Date.parse(s.opensAt), MSG.examClosesBeforeOpens),
    ['closesAt'],
  ),
  v.forward(
    v.check((s) => s.resultRelease !== 'after_close' || s.closesAt !== null, MSG.examAfterCloseNeedsClosing),
    ['closesAt'],
  ),
);
