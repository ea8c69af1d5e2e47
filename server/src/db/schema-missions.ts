// Missions (spec §3, §4, §7): tasks given to a learning group with a start and due time, each student's
// submission, comments, and comment templates with their auto-comment score thresholds. A 'lecture' task names a
// lecture of the libraries (schema-lectures.ts).
import { boolean, doublePrecision, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { schoolGroups, schools, users } from './schema-core.ts';
import { exams } from './schema-content.ts';
import { lectures } from './schema-lectures.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    startAt: at('start_at').notNull(),
    dueAt: at('due_at').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  // By school and due date: a school's statistics read the missions due in a range (schools/school-stats.ts).
  (t) => [index('missions_group_idx').on(t.groupId, t.dueAt), index('missions_school_due_idx').on(t.schoolId, t.dueAt)],
);

/**
 * One task of a mission: an exam (taken in the exam player, its own attempt row), a lecture to read, or a speaking
 * exercise (a sentence to record; `speakingText` is the text the scorer compares against).
 */
export const missionTasks = pgTable(
  'mission_tasks',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    taskType: text('task_type').notNull(), // 'exam' | 'lecture' | 'speaking'
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id').references(() => lectures.id, { onDelete: 'cascade' }),
    speakingText: text('speaking_text'),
    /** An English content id when the speaking sentence came from the English library. */
    contentId: integer('content_id'),
  },
  (t) => [index('mission_tasks_mission_idx').on(t.missionId)],
);

/**
 * A student's work on a mission (spec §4 statuses). Created when the student starts; `status` is derived from the
 * task results (IN_PROGRESS → PENDING_REVIEW | COMPLETED) and stored so lists can filter on it.
 */
export const missionSubmissions = pgTable(
  'mission_submissions',
  {
    id: serial('id').primaryKey(),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('IN_PROGRESS'), // MissionStatus other than NOT_DOING
    startedAt: at('started_at').notNull().defaultNow(),
    submittedAt: at('submitted_at'),
    late: boolean('late').notNull().default(false),
    score: doublePrecision('score'),
    gradedBy: integer('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: at('graded_at'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mission_submissions_user_idx').on(t.missionId, t.userId), index('mission_submissions_status_idx').on(t.status)],
);

/** Teacher comments to a student (spec §7 /s/comments); type 'auto_comment' when picked by score thresholds. */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id').references(() => missions.id, { onDelete: 'cascade' }),
    submissionId: integer('submission_id').references(() => missionSubmissions.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    studentId: integer('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull().default('comment'), // 'comment' | 'auto_comment'
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('comments_student_idx').on(t.studentId, t.groupId), index('comments_author_idx').on(t.authorId)],
);

/** A teacher's reusable comment (spec §7 /s/v1/comment_templates), per school. */
export const commentTemplates = pgTable(
  'comment_templates',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('comment_templates_owner_idx').on(t.schoolId, t.ownerId)],
);

/** Score bands (0–10, min inclusive, max inclusive) choosing a template for auto_comment (/s/v1/comment_template_settings). */
export const commentTemplateSettings = pgTable(
  'comment_template_settings',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => commentTemplates.id, { onDelete: 'cascade' }),
    minScore: doublePrecision('min_score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
  },
  (t) => [index('comment_template_settings_owner_idx').on(t.schoolId, t.ownerId)],
);
