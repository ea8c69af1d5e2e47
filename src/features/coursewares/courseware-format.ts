// What the courseware sections show about an item, worded and computed once: the line under its title, where a lecture
// opens, the opened mark a student sees, and the order of the teacher's "who opened" list.
import { formatFileSize } from '@/lib/format.ts';
import type { CoursewareFacts, CoursewareOpen, LearningCourseware } from '@/shared/courseware.ts';

/** "12 trang chiếu", "Video · 3,2 MB". */
export function factsLine(item: Pick<CoursewareFacts, 'subtitle' | 'size'>): string {
  return [item.subtitle, item.size === null ? null : formatFileSize(item.size)].filter(Boolean).join(' · ');
}

/**
 * The list with one item marked opened at `at`: a first open keeps an earlier mark (the first time is what counts);
 * `replace` takes the server's first time over the device's guess.
 */
export function markOpened(list: LearningCourseware[], coursewareId: number, at: string, replace = false): LearningCourseware[] {
  return list.map((c) => (c.id === coursewareId && (replace || c.openedAt === null) ? { ...c, openedAt: at } : c));
}

/** Who opened first, by when they first did; those who have not, after, in the list's order (by name). */
export function openedFirst(opens: CoursewareOpen[]): CoursewareOpen[] {
  const opened = opens.filter((o) => o.firstOpenedAt !== null).sort((a, b) => a.firstOpenedAt!.localeCompare(b.firstOpenedAt!));
  return [...opened, ...opens.filter((o) => o.firstOpenedAt === null)];
}
