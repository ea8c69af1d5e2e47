// Lesson plans ("kế hoạch bài dạy", Công văn 5512 appendix IV) as a library content type (spec §2 plan routes, §7
// schedules): the plan's own fields beside the library item's, its activities, and the library items an activity links.
import type { LibraryItem, LibraryKind } from './library.ts';

/** The library kinds an activity may link (the picker offers each; the plan page opens an experiment in place). */
export const PLAN_LINK_KINDS = ['lecture', 'media', 'question', 'exam', 'experiment'] as const satisfies readonly LibraryKind[];
export type PlanLinkKind = (typeof PLAN_LINK_KINDS)[number];
export const PLAN_LINK_LABELS: Record<PlanLinkKind, string> = {
  lecture: 'Bài giảng',
  media: 'Học liệu',
  question: 'Ngân hàng câu hỏi',
  exam: 'Đề thi',
  experiment: 'Thí nghiệm ảo',
};

/**
 * The kinds whose approved system items every member of a school opens (a system lecture is presented to anyone
 * signed in, a system experiment is read by a school's staff); the system's media, banks and exams are its editors'.
 */
export const PLAN_LINKS_OPEN_FROM_SYSTEM: readonly PlanLinkKind[] = ['lecture', 'experiment'];

/**
 * Who may open a linked item, as the server reads it now (never stored): 'everyone' who reads the plan's library (an
 * approved item of the plan's school or an approved system lecture or experiment; for a system plan, a system item),
 * fewer ('restricted': a personal item, one waiting for review, a system bank in a school's plan…), or nobody ('gone').
 */
export type PlanLinkReach = 'everyone' | 'restricted' | 'gone';

/** A library item an activity uses, with its name as it was when linked. */
export interface PlanLink {
  kind: PlanLinkKind;
  id: number;
  name: string;
  reach?: PlanLinkReach;
}

/** One step of "III. Tiến trình dạy học": a) Mục tiêu, b) Nội dung, c) Sản phẩm, d) Tổ chức thực hiện. */
export interface PlanActivity {
  title: string;
  goal: string;
  content: string;
  product: string;
  organization: string;
  links: PlanLink[];
}

/** What a plan holds beyond the library item (its name is the title, its description a short note). */
export interface LessonPlanBody {
  lessonName: string;
  periods: number;
  knowledge: string;
  competences: string;
  qualities: string;
  equipment: string;
  activities: PlanActivity[];
}

export interface LessonPlan extends LibraryItem, LessonPlanBody {
  /** An approved school plan: the school role whose members may read it; null: every member who reads school plans. */
  readerRole: { id: number; name: string } | null;
}

/** The four activities a new plan starts with, as the appendix names them. */
export const DEFAULT_ACTIVITY_TITLES = ['Mở đầu', 'Hình thành kiến thức mới', 'Luyện tập', 'Vận dụng'] as const;

export const emptyActivity = (title = ''): PlanActivity => ({ title, goal: '', content: '', product: '', organization: '', links: [] });
