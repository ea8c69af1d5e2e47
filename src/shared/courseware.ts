// Group coursewares (spec §7 /s/group_coursewares, /s/user_courseware): lectures, e-books and media items a teacher
// gives a teaching group, what each of its students opened, and what a student's device needs to open each one. The
// server and the app read these shapes; the subtitle is worded here once so both show the same words.
import type { Book } from './book.ts';
import { MEDIA_TYPE_LABELS, type MediaType } from './media.ts';

export const COURSEWARE_KINDS = ['lecture', 'book', 'media'] as const;
export type CoursewareKind = (typeof COURSEWARE_KINDS)[number];
export const COURSEWARE_KIND_LABELS: Record<CoursewareKind, string> = { lecture: 'Bài giảng', book: 'Sách điện tử', media: 'Học liệu' };

/** What an item shows in every list: its kind, name, a line about it, a picture and its size (null when unknown). */
export interface CoursewareFacts {
  kind: CoursewareKind;
  /** The lecture's, book's or media item's own id. */
  itemId: number;
  title: string;
  /** "12 trang chiếu", "86 trang", "Video" (coursewareSubtitle). */
  subtitle: string;
  /** A media item's type (its icon); null for lectures and books. */
  mediaType: MediaType | null;
  /** A lecture's first picture, a book's cover, a media item's thumbnail; null when there is none. */
  thumbnailUrl: string | null;
  /** Bytes of a book's PDF or a media item's file; null for a lecture (its size is its slides' pictures). */
  size: number | null;
}

/** One item given to a group. */
export interface Courseware extends CoursewareFacts {
  /** The group courseware's id (what the remove, opens and open calls name). */
  id: number;
  note: string | null;
  givenAt: string;
  givenBy: { id: number; fullName: string } | null;
}

/** GET s/school_groups/:id/coursewares items: how many of the group's students opened each, and how to open it. */
export interface TeachingCourseware extends Courseware {
  openedCount: number;
  studentCount: number;
  open: CoursewareTarget;
}

/** GET s/school_groups/:id/coursewares: the list, and whether the caller may give and take back (overseers may only read). */
export interface TeachingCoursewares {
  data: TeachingCourseware[];
  canGive: boolean;
}

/** What a book needs to be read (the e-book reader takes these). */
export type CoursewareBook = Pick<Book, 'id' | 'title' | 'fileUrl' | 'pageCount' | 'version' | 'coverUrl' | 'size'>;

/** What opening an item needs on the device: a lecture opens at /editor/{lectureId}/preview. */
export type CoursewareTarget =
  | { kind: 'lecture'; lectureId: number }
  | { kind: 'book'; book: CoursewareBook }
  | { kind: 'media'; mediaId: number; name: string; url: string; mediaType: MediaType; contentType: string; thumbnailUrl: string | null };

/** GET s/personal/learning_groups/:id/coursewares items: when the caller first opened it, and how to open it. */
export interface LearningCourseware extends Courseware {
  openedAt: string | null;
  open: CoursewareTarget;
}

/** GET s/school_groups/:id/coursewares/:cwId/opens items: one per student of the group, by name. */
export interface CoursewareOpen {
  student: { id: number; fullName: string; email: string };
  /** First and last time the student opened it; null when never. */
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  count: number;
}

/** GET s/school_groups/:id/coursewares/givable items: what the caller may give, and whether the group has it. */
export interface GivableCourseware extends CoursewareFacts {
  /** The library it comes from: the system's, the school's or the caller's own. */
  level: 'system' | 'school' | 'personal';
  given: boolean;
}

/** POST s/user_courseware/:cwId/open answer: whether the open counted (only the group's students count). */
export interface CoursewareOpened {
  recorded: boolean;
  openedAt: string | null;
}

/** The line under an item's title. */
export function coursewareSubtitle(
  facts: { kind: 'lecture'; slideCount: number } | { kind: 'book'; pageCount: number } | { kind: 'media'; mediaType: MediaType },
): string {
  if (facts.kind === 'lecture') return `${facts.slideCount} trang chiếu`;
  if (facts.kind === 'book') return `${facts.pageCount} trang`;
  return MEDIA_TYPE_LABELS[facts.mediaType];
}

/** "Đã mở: 12/30". */
export const openedLabel = (opened: number, students: number) => `Đã mở: ${opened}/${students}`;
