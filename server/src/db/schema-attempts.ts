// Exam attempts and their answers, and the results of mission tasks: the tables that join an exam to the mission it
// was taken for (an attempt may belong to a mission; a task result may point at an attempt).
import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schoolGroups, users } from './schema-core.ts';
import { exams, questions } from './schema-content.ts';
import { missionSubmissions, missionTasks, missions } from './schema-missions.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * An attempt (spec §3 user exam): numbered per student, exam and group from 1 up to the assignment's maxAttempts.
 * The deadline is fixed at creation (createdAt + duration) and owned by the server. `late` flags a submission that arrived after deadline + grace.
 */
export const userExams = pgTable(
  'user_exams',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('in_progress'), // AttemptStatus
    durationSeconds: integer('duration_seconds').notNull(),
    createdAt: createdAt(),
    deadline: timestamp('deadline', { withTimezone: true, mode: 'date' }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true, mode: 'date' }),
    /** When the sweep closed it, if it did. */
    autoClosedAt: timestamp('auto_closed_at', { withTimezone: true, mode: 'date' }),
    late: boolean('late').notNull().default(false),
    pointEarned: doublePrecision('point_earned').notNull().default(0),
    allocatedPoint: doublePrecision('allocated_point').notNull().default(0),
    score: doublePrecision('score'),
    isFullyMarked: boolean('is_fully_marked').notNull().default(false),
    completionComment: text('completion_comment'),
    /** Set for an attempt taken as a mission task: a mission attempt is its own row beside the group's one. */
    missionId: integer('mission_id').references(() => missions.id, { onDelete: 'cascade' }),
    /** The device taking the attempt (the app's X-Device-Id): another device's writes are kept as late copies. */
    deviceId: text('device_id'),
    /** 1 for the first attempt of the exam in the group, then 2, … (a mission attempt is always 1). */
    attemptNo: integer('attempt_no').notNull().default(1),
  },
  (t) => [
    uniqueIndex('user_exams_attempt_no_idx')
      .on(t.examId, t.groupId, t.userId, t.attemptNo)
      .where(sql`mission_id is null`),
    uniqueIndex('user_exams_mission_attempt_idx')
      .on(t.missionId, t.examId, t.userId)
      .where(sql`mission_id is not null`),
    index('user_exams_open_idx').on(t.status, t.deadline),
    // A school's statistics count its groups' submissions over a range of days (schools/school-stats.ts).
    index('user_exams_group_submitted_idx').on(t.groupId, t.submittedAt),
    // The system overview counts every school's submissions by week (dashboard/system-overview.ts).
    index('user_exams_submitted_idx').on(t.submittedAt),
  ],
);

/**
 * Answers (and a submission) a device sent after another device took the attempt over: refused, never merged, and
 * kept for the teacher to see beside the attempt.
 */
export const userExamLateCopies = pgTable(
  'user_exam_late_copies',
  {
    id: serial('id').primaryKey(),
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    answers: jsonb('answers').notNull(),
    submit: boolean('submit').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('user_exam_late_copies_attempt_idx').on(t.userExamId)],
);

/** The saved answer of one question of an attempt; the newest clientUpdatedAt wins. */
export const userExamAnswers = pgTable(
  'user_exam_answers',
  {
    userExamId: integer('user_exam_id')
      .notNull()
      .references(() => userExams.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: jsonb('answer'),
    clientUpdatedAt: timestamp('client_updated_at', { withTimezone: true, mode: 'date' }).notNull(),
    serverUpdatedAt: timestamp('server_updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    pointEarned: doublePrecision('point_earned'),
    isMarked: boolean('is_marked').notNull().default(false),
    comment: text('comment'),
    /** Set when a teacher graded (or overrode) this answer; regrading on a late merge keeps it unless the answer changed. */
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [primaryKey({ columns: [t.userExamId, t.questionId] })],
);

/**
 * The result of one task of a submission. Exam: the mission attempt (user_exams.mission_id). Lecture: readAt.
 * Speaking: every recording's score in `attempts` (include_all_submissions=1 lists them), the best in `score`.
 */
export const missionTaskResults = pgTable(
  'mission_task_results',
  {
    submissionId: integer('submission_id')
      .notNull()
      .references(() => missionSubmissions.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => missionTasks.id, { onDelete: 'cascade' }),
    userExamId: integer('user_exam_id').references(() => userExams.id, { onDelete: 'set null' }),
    readAt: at('read_at'),
    attempts: jsonb('attempts').notNull().default([]),
    score: doublePrecision('score'),
    /** A teacher's score (0–10) for a speaking task, overriding the scorer's. */
    teacherScore: doublePrecision('teacher_score'),
    completedAt: at('completed_at'),
  },
  (t) => [primaryKey({ columns: [t.submissionId, t.taskId] })],
);
