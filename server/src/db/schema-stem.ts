// STEM topics (spec §2 school library /{schoolId}/library/stem): a school's topics with their question, materials,
// steps and rubric (kept whole as JSON: they are read and written with the topic, never queried apart), the lectures
// and experiments they use (rows with foreign keys, so a deleted lecture or experiment leaves every topic), and the
// teaching groups they were given to.
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { grades, schoolGroups, schools, subjects, users } from './schema-core.ts';
import { lectures } from './schema-lectures.ts';
import { experiments } from './schema-experiments.ts';
import type { StemRubric } from '../../../src/shared/stem.ts';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const stemTopics = pgTable(
  'stem_topics',
  {
    id: serial('id').primaryKey(),
    schoolId: integer('school_id')
      .notNull()
      .references(() => schools.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: integer('subject_id').references(() => subjects.id, { onDelete: 'set null' }),
    gradeId: integer('grade_id').references(() => grades.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    drivingQuestion: text('driving_question').notNull(),
    materials: jsonb('materials').$type<string[]>().notNull().default([]),
    /** In the order the class follows them. */
    steps: jsonb('steps').$type<string[]>().notNull().default([]),
    rubric: jsonb('rubric').$type<StemRubric>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('stem_topics_school_idx').on(t.schoolId, t.updatedAt)],
);

export const stemTopicLectures = pgTable(
  'stem_topic_lectures',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => stemTopics.id, { onDelete: 'cascade' }),
    lectureId: integer('lecture_id')
      .notNull()
      .references(() => lectures.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.lectureId] }), index('stem_topic_lectures_lecture_idx').on(t.lectureId)],
);

export const stemTopicExperiments = pgTable(
  'stem_topic_experiments',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => stemTopics.id, { onDelete: 'cascade' }),
    experimentId: integer('experiment_id')
      .notNull()
      .references(() => experiments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.experimentId] }), index('stem_topic_experiments_experiment_idx').on(t.experimentId)],
);

/** A topic given to a teaching group: its students may read it (and open what it links) from then on. */
export const stemTopicGroups = pgTable(
  'stem_topic_groups',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => stemTopics.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => schoolGroups.id, { onDelete: 'cascade' }),
    givenBy: integer('given_by').references(() => users.id, { onDelete: 'set null' }),
    givenAt: at('given_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('stem_topic_groups_topic_group_idx').on(t.topicId, t.groupId), index('stem_topic_groups_group_idx').on(t.groupId)],
);
