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

/** A personal item opens for its author alone; the picker lists only approved school items, and system items. */
export const reachOfPicked = (level: LibraryLevel): PlanLinkReach => (level === 'personal' ? 'restricted' : 'everyone');

export const REACH_HINT = 'Giáo án gửi lên trường chỉ được liên kết mục của thư viện trường (đã duyệt) hoặc thư viện hệ thống, để đồng nghiệp mở được.';
