// STEM topics of a school library (spec §2 /{schoolId}/library/stem): a driving question, the materials, the steps in
// order, lectures and experiments from the libraries, and an assessment rubric (criteria × levels). A teacher gives a
// topic to her teaching groups; their students then read it. The server and the app read these shapes.
import type { Named } from './library.ts';

/** One level of the rubric ("Tốt", 3 điểm), the same for every criterion. */
export interface RubricLevel {
  label: string;
  points: number;
}

/** One criterion: what is assessed, and what each level means for it (one description per level, in their order). */
export interface RubricCriterion {
  name: string;
  descriptions: string[];
}

export interface StemRubric {
  levels: RubricLevel[];
  criteria: RubricCriterion[];
}

/** A lecture or an experiment the topic uses, as its reader opens it. */
export interface StemLink {
  id: number;
  name: string;
  /** An experiment's package address (opened full screen); null for a lecture, which opens in its presentation. */
  runUrl: string | null;
}

/** GET s/stem_topics items. */
export interface StemTopicSummary {
  id: number;
  title: string;
  drivingQuestion: string;
  subject: Named | null;
  grade: Named | null;
  author: { id: number; fullName: string } | null;
  lectureCount: number;
  experimentCount: number;
  /** The caller may edit and delete it (its author, or a holder of school_stem.update/delete). */
  canEdit: boolean;
  canDelete: boolean;
  updatedAt: string;
}

/** GET s/stem_topics/:id. */
export interface StemTopic extends StemTopicSummary {
  materials: string[];
  steps: string[];
  lectures: StemLink[];
  experiments: StemLink[];
  rubric: StemRubric;
}

export interface StemTopicPage {
  data: StemTopicSummary[];
  pagination: { total: number; page: number; perPage: number };
  /** The caller may write topics (school_stem.create). */
  canCreate: boolean;
}

/** GET s/stem_topics/:id/groups: the groups that have the topic, and those the caller may give it to. */
export interface StemTopicGroups {
  given: { groupId: number; name: string; givenAt: string; canTakeBack: boolean }[];
  givable: Named[];
}

/** GET s/personal/learning_groups/:id/stem_topics items: a topic given to the student's group. */
export interface LearningStemTopic {
  id: number;
  title: string;
  drivingQuestion: string;
  subject: Named | null;
  givenAt: string;
}

/** The limits of a topic, shared by the form and the server. */
export const STEM_LIMITS = {
  title: 200,
  question: 2000,
  item: 500,
  step: 2000,
  materials: 50,
  steps: 30,
  links: 20,
  levels: { min: 2, max: 5 },
  criteria: { min: 1, max: 10 },
  levelLabel: 60,
  points: 100,
  criterion: 200,
  description: 1000,
} as const;

/** The total of a rubric: each criterion at its best level. */
export const rubricMaxPoints = (rubric: StemRubric): number => rubric.criteria.length * Math.max(0, ...rubric.levels.map((l) => l.points));
