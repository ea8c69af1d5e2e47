// What the editor and the plan page say of a linked item that not every reader of the plan can open (its reach is
// the server's, read with the plan; a link just picked takes the reach of the library it came from).
import type { LibraryLevel } from '@/shared/library.ts';
import { PLAN_LINKS_OPEN_FROM_SYSTEM, type PlanLink, type PlanLinkKind, type PlanLinkReach } from '@/shared/lesson-plan.ts';

const NOTES: Record<Exclude<PlanLinkReach, 'everyone'>, string> = {
  restricted: 'đồng nghiệp không mở được',
  gone: 'không còn trong thư viện',
};

/** null: every reader opens it (or the server has not said). */
export const reachNote = (link: PlanLink): string | null => (link.reach && link.reach !== 'everyone' ? NOTES[link.reach] : null);

/**
 * The picker lists approved items only of the school's library: those open for every reader of a school's plan, as
 * do the system's lectures and experiments once approved (the server's next read corrects one that is not); for a
 * system plan, system items.
 */
export const reachOfPicked = (kind: PlanLinkKind, level: LibraryLevel, planSchoolId: number | null): PlanLinkReach => {
  if (planSchoolId === null) return level === 'system' ? 'everyone' : 'restricted';
  return level === 'school' || (level === 'system' && PLAN_LINKS_OPEN_FROM_SYSTEM.includes(kind)) ? 'everyone' : 'restricted';
};

export const REACH_HINT = 'Giáo án gửi lên trường chỉ được liên kết mục đã duyệt của thư viện trường, để đồng nghiệp mở được.';

type Opener = (id: number, schoolId: number | null, back: string) => string;

/**
 * Where a reader opens a linked item of each kind: the lecture presented (returning to the plan), a question bank's or
 * an exam's page in the library of the plan (the school's, or the system's for a system plan). A media item has no page
 * of its own, and a kind without an opener here is named only.
 */
const OPENERS: Partial<Record<PlanLinkKind, Opener>> = {
  lecture: (id, _schoolId, back) => `/editor/${id}/preview?back=${encodeURIComponent(back)}`,
  question: (id, schoolId) => (schoolId === null ? `/library/question/${id}` : `/${schoolId}/library/question/${id}`),
  exam: (id, schoolId) => (schoolId === null ? `/library/exam/${id}` : `/${schoolId}/library/exam/${id}`),
};

/** The address that opens a link for every reader of the plan; null when not all of them can (or it has no page). */
export function planLinkHref(link: PlanLink, planSchoolId: number | null, back: string): string | null {
  if (link.reach !== 'everyone') return null;
  return OPENERS[link.kind]?.(link.id, planSchoolId, back) ?? null;
}
