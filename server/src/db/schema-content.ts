// The question banks and exams (spec §3 user exam, question in an exam; §7 school content, personal, learning groups):
// library items of the content-library framework, and the exams given to groups.
import {
  type AnyPgColumn,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { schoolGroups, schools, users } from './schema-core.ts';
import { libraryColumns } from './schema-library.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** A question bank: a library item (schema-library.ts) of the system, a school or a teacher. */
export const questionCollections = pgTable(
  'question_collections',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    ...libraryColumns(),
  },
  (t) => [
    index('question_collections_level_idx').on(t.level, t.schoolId, t.ownerId),
    // What waits for review, per school (the system overview): a small part of the library, read alone.
    index('question_collections_pending_idx')
      .on(t.schoolId)
      .where(sql`status = 'pending'`),
  ],
);

/**
 * A mini game of a question bank (src/shared/mini-game.ts): its own copy of the words it plays with, so it plays
 * offline and stays as its author made it when a question changes. It goes with its bank: copied, shared and deleted
 * with it, readable and editable by whoever may read or change the bank.
 */
export const miniGames = pgTable(
  'mini_games',
  {
    id: serial('id').primaryKey(),
    /** The game belongs to a question bank or to an exam (exactly one), and is copied and deleted with it. */
    collectionId: integer('collection_id').references(() => questionCollections.id, { onDelete: 'cascade' }),
    examId: integer('exam_id').references(() => exams.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    content: jsonb('content').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('mini_games_collection_idx').on(t.collectionId),
    index('mini_games_exam_idx').on(t.examId),
    check('mini_games_one_owner', sql`(${t.collectionId} is null) <> (${t.examId} is null)`),
  ],
);

/**
 * A question of one of the seven types (src/shared/exam.ts). Sub-questions of a leadingQuestion point to it with
 * parentId. `content` is what the student sees (QuestionContent); `answerKey` (CorrectAnswer) never leaves the server
 * before a result is shown.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    collectionId: integer('collection_id').references(() => questionCollections.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    questionType: text('question_type').notNull(),
    content: jsonb('content').notNull(),
    answerKey: jsonb('answer_key'),
    /** An exam's own copy of a question (picked from a bank or written in place): editing the bank never changes it. */
    examId: integer('exam_id').references((): AnyPgColumn => exams.id, { onDelete: 'cascade' }),
    /** The question-level selection (src/shared/question-bank.ts QUESTION_LEVELS); null: not set. */
    level: text('level'),
    /** Default points when the question is put in an exam. */
    points: doublePrecision('points').notNull().default(1),
    /** Shown with the result (QuestionContent's rich text). */
    explanation: jsonb('explanation'),
    searchText: text('search_text').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('questions_parent_idx').on(t.parentId),
    index('questions_collection_idx').on(t.collectionId, t.position),
    index('questions_exam_idx').on(t.examId),
  ],
);

/** An exam: a library item (schema-library.ts); system exams have no school. */
export const exams = pgTable(
  'exams',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id').references(() => schools.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    /** 45, 90, 120 offered (spec §9), any other the author sets. */
    durationMinutes: integer('duration_minutes').notNull(),
    /** When students see their score and the correct answers (ResultRelease): the author's choice. */
    resultRelease: text('result_release').notNull().default('immediately'),
    /** Shuffle the questions within each part, and the options of choice questions, per student. */
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    /** The owner (the library's ownerId). */
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    ...libraryColumns(),
  },
  // What waits for review, per school (the system overview): a small part of the library, read alone.
  (t) => [
    index('exams_pending_idx')
      .on(t.schoolId)
      .where(sql`status = 'pending'`),
  ],
);

/** The sections of an exam, in order. */
export const examFractions = pgTable(
  'exam_fractions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [index('exam_fractions_exam_idx').on(t.examId)],
);

/**
 * The questions of a fraction with their points. A leadingQuestion has a row (its points are the sum of its
 * sub-questions) and each sub-question has its own row with its points; a question appears once per exam.
 */
export const examQuestions = pgTable(
  'exam_questions',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    fractionId: integer('fraction_id')
      .notNull()
      .references(() => examFractions.id, { onDelete: 'cascade' }),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    allocatedPoint: doublePrecision('allocated_point').notNull().default(0),
  },
  (t) => [uniqueIndex('exam_questions_exam_question_idx').on(t.examId, t.questionId)],
);

/** An exam given to a learning group. */
export const examAssignments = pgTable(
  'exam_assignments',
  {
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    assignedBy: integer('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** No new attempt before opensAt or after closesAt; an attempt never runs past closesAt. Null: no limit. */
    opensAt: timestamp('opens_at', { withTimezone: true, mode: 'date' }),
    closesAt: timestamp('closes_at', { withTimezone: true, mode: 'date' }),
    /** When a teacher released the results to this group (the 'on_release' policy). */
    resultsReleasedAt: timestamp('results_released_at', { withTimezone: true, mode: 'date' }),
    /** How many attempts each student may make (the best one counts). */
    maxAttempts: integer('max_attempts').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.examId, t.groupId] }), index('exam_assignments_group_idx').on(t.groupId)],
);
