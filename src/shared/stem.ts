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

/** The topic's messages (kept here, not in messages.ts, which the first screen loads whole). */
export const STEM_MSG = {
  titleRequired: 'Vui lòng nhập tên chủ đề',
  titleTooLong: 'Tên chủ đề tối đa 200 ký tự',
  questionRequired: 'Vui lòng nhập câu hỏi định hướng',
  questionTooLong: 'Câu hỏi định hướng tối đa 2.000 ký tự',
  materialRequired: 'Vui lòng nhập tên vật liệu hoặc xoá dòng trống',
  materialTooLong: 'Mỗi vật liệu tối đa 500 ký tự',
  tooManyMaterials: 'Tối đa 50 vật liệu',
  stepsRequired: 'Chủ đề cần ít nhất một bước thực hiện',
  stepRequired: 'Vui lòng nhập nội dung bước hoặc xoá bước trống',
  stepTooLong: 'Mỗi bước tối đa 2.000 ký tự',
  tooManySteps: 'Tối đa 30 bước',
  tooManyLinks: 'Tối đa 20 mục mỗi loại',
  linkDuplicate: 'Một mục chỉ được chọn một lần',
  lectureUnavailable: 'Bài giảng đã chọn không còn hoặc bạn không được mở',
  experimentUnavailable: 'Thí nghiệm đã chọn không còn hoặc bạn không được mở',
  levelsCount: 'Thang đánh giá cần từ 2 đến 5 mức',
  levelRequired: 'Vui lòng nhập tên mức',
  levelTooLong: 'Tên mức tối đa 60 ký tự',
  pointsInvalid: 'Điểm là số nguyên từ 0 đến 100',
  criteriaCount: 'Thang đánh giá cần từ 1 đến 10 tiêu chí',
  criterionRequired: 'Vui lòng nhập tên tiêu chí',
  criterionTooLong: 'Tên tiêu chí tối đa 200 ký tự',
  descriptionTooLong: 'Mỗi mô tả tối đa 1.000 ký tự',
  descriptionsMismatch: 'Mỗi tiêu chí cần một mô tả cho từng mức',
  catalogueMissing: 'Môn học hoặc khối lớp đã chọn không còn',
  groupRequired: 'Vui lòng chọn nhóm',
  alreadyGiven: 'Nhóm này đã được giao chủ đề',
  created: 'Đã thêm chủ đề STEM',
  updated: 'Đã lưu chủ đề STEM',
  deleted: 'Đã xoá chủ đề STEM',
  given: 'Đã giao chủ đề cho nhóm',
  takenBack: 'Đã thu hồi chủ đề khỏi nhóm',
} as const;
