// What the editor and the plan page say of a linked item that not every reader of the plan can open (its reach is
// the server's, read with the plan; a link just picked takes the reach of the library it came from).
import type { LibraryLevel } from '@/shared/library.ts';
import type { PlanLink, PlanLinkReach } from '@/shared/lesson-plan.ts';

const NOTES: Record<Exclude<PlanLinkReach, 'everyone'>, string> = {
  restricted: 'đồng nghiệp không mở được',
  gone: 'không còn trong thư viện',
};

/** null: every reader opens it (or the server has not said). */
export const reachNote = (link: PlanLink): string | null => (link.reach && link.reach !== 'everyone' ? NOTES[link.reach] : null);

/**
 * The picker lists approved items only of the school's library: those open for every reader of a school's plan, and
 * system items for the readers of a system plan (a school's teachers hold no grant on the system library).
 */
export const reachOfPicked = (level: LibraryLevel, planSchoolId: number | null): PlanLinkReach =>
  level === (planSchoolId === null ? 'system' : 'school') ? 'everyone' : 'restricted';

export const REACH_HINT = 'Giáo án gửi lên trường chỉ được liên kết mục đã duyệt của thư viện trường, để đồng nghiệp mở được.';
