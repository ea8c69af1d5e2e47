// Bodies of the mission, submission, grading, comment and comment-template writes: one schema for app and server.
import * as v from 'valibot';
import { id } from './id.ts';
import { MSG } from '../messages.ts';
import { marksSchema } from './exam.ts';

const isoDate = (required: string) =>
  v.pipe(
    v.string(required),
    v.minLength(1, required),
    v.maxLength(40, MSG.invalidInput),
    v.check((s) => !Number.isNaN(Date.parse(s)), MSG.invalidInput),
  );
const text = (max: number, tooLong: string) => v.pipe(v.string(MSG.invalidInput), v.trim(), v.maxLength(max, tooLong));

export const missionTaskInputSchema = v.variant(
  'taskType',
  [
    v.object({ taskType: v.literal('exam'), examId: id() }),
    v.object({ taskType: v.literal('lecture'), lectureId: id() }),
    v.object({
      taskType: v.literal('speaking'),
      speakingText: v.pipe(
        v.string(MSG.missionSpeakingTextRequired),
        v.trim(),
        v.minLength(1, MSG.missionSpeakingTextRequired),
        v.maxLength(500, MSG.invalidInput),
      ),
      contentId: v.optional(v.nullable(id())),
    }),
  ],
  MSG.invalidInput,
);

const missionFields = {
  groupId: id(MSG.missionGroupRequired),
  title: v.pipe(v.string(MSG.missionTitleRequired), v.trim(), v.minLength(1, MSG.missionTitleRequired), v.maxLength(200, MSG.missionTitleTooLong)),
  description: v.optional(v.nullable(text(2000, MSG.missionDescriptionTooLong))),
  startAt: isoDate(MSG.missionStartRequired),
  dueAt: isoDate(MSG.missionDueRequired),
  tasks: v.pipe(v.array(missionTaskInputSchema, MSG.missionTasksRequired), v.minLength(1, MSG.missionTasksRequired), v.maxLength(20, MSG.missionTasksTooMany)),
};

const dueAfterStart = <T extends { startAt?: string; dueAt?: string }>(m: T) => !m.startAt || !m.dueAt || Date.parse(m.dueAt) > Date.parse(m.startAt);

export const createMissionSchema = v.pipe(v.object(missionFields), v.forward(v.check(dueAfterStart, MSG.missionDueBeforeStart), ['dueAt']));

export const updateMissionSchema = v.pipe(v.partial(v.object(missionFields)), v.forward(v.check(dueAfterStart, MSG.missionDueBeforeStart), ['dueAt']));

export const speakingAttemptSchema = v.object({
  id: v.pipe(v.string(MSG.invalidInput), v.minLength(1), v.maxLength(64)),
  text: v.pipe(v.string(MSG.invalidInput), v.maxLength(500)),
  score: v.pipe(v.number(MSG.invalidInput), v.minValue(0, MSG.invalidInput), v.maxValue(100, MSG.invalidInput)),
  words: v.optional(v.pipe(v.array(v.object({ word: v.pipe(v.string(), v.maxLength(100)), score: v.number() })), v.maxLength(200)), []),
  recordingId: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  createdAt: isoDate(MSG.invalidInput),
});

/** POST v1/missions/:id/submissions and PUT v1/submissions/:id: one task's work (exam tasks go through the player). */
export const taskWorkSchema = v.variant(
  'type',
  [v.object({ type: v.literal('lecture'), taskId: id() }), v.object({ type: v.literal('speaking'), taskId: id(), attempt: speakingAttemptSchema })],
  MSG.invalidInput,
);

const score10 = v.pipe(v.number(MSG.missionScoreInvalid), v.minValue(0, MSG.missionScoreInvalid), v.maxValue(10, MSG.missionScoreInvalid));
export const commentText = v.pipe(v.string(MSG.commentRequired), v.trim(), v.minLength(1, MSG.commentRequired), v.maxLength(2000, MSG.commentTooLong));

/** PUT v1/submissions/:id/grading: essay/speaking marks per exam task, a score per speaking task, and a comment. */
export const gradingSchema = v.object({
  tasks: v.optional(
    v.pipe(
      v.array(
        v.object({
          taskId: id(),
          marks: v.optional(marksSchema.entries.marks),
          score: v.optional(score10),
        }),
      ),
      v.maxLength(20, MSG.invalidInput),
    ),
    [],
  ),
  comment: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(2000, MSG.commentTooLong)))),
});

export const createCommentSchema = v.object({
  studentId: id(),
  groupId: id(),
  missionId: v.optional(v.nullable(id())),
  submissionId: v.optional(v.nullable(id())),
  content: commentText,
});

export const commentTemplateSchema = v.object({
  title: v.pipe(
    v.string(MSG.commentTemplateTitleRequired),
    v.trim(),
    v.minLength(1, MSG.commentTemplateTitleRequired),
    v.maxLength(200, MSG.commentTemplateTitleTooLong),
  ),
  content: commentText,
});

export const commentTemplateSettingsSchema = v.pipe(
  v.object({
    settings: v.pipe(
      v.array(
        v.pipe(
          v.object({ templateId: id(), minScore: score10, maxScore: score10 }),
          v.forward(
            v.check((s) => s.minScore <= s.maxScore, MSG.commentSettingRangeInvalid),
            ['maxScore'],
          ),
        ),
      ),
      v.maxLength(20, MSG.invalidInput),
    ),
  }),
  v.check(({ settings }) => {
    const sorted = [...settings].sort((a, b) => a.minScore - b.minScore);
    return sorted.every((s, i) => i === 0 || s.minScore > sorted[i - 1]!.maxScore);
  }, MSG.commentSettingOverlap),
);

export type CreateMissionInput = v.InferInput<typeof createMissionSchema>;
export type UpdateMissionInput = v.InferInput<typeof updateMissionSchema>;
export type TaskWorkInput = v.InferInput<typeof taskWorkSchema>;
export type GradingInput = v.InferInput<typeof gradingSchema>;
export type CreateCommentInput = v.InferInput<typeof createCommentSchema>;
export type CommentTemplateInput = v.InferInput<typeof commentTemplateSchema>;
export type CommentTemplateSettingsInput = v.InferInput<typeof commentTemplateSettingsSchema>;
