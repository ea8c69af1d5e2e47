// Which library a screen shows: the system's, a school's or the signed-in teacher's own in a school. Every library
// call and cache key of the framework starts from one of these.
import type { LibraryKind, LibraryLevel } from '@/shared/library.ts';

export type LibraryRef = { level: 'system' } | { level: Exclude<LibraryLevel, 'system'>; schoolId: number };

/** The API path of a content type's items at a level: system /x, school /s/x, personal /s/personal/x. */
export function libraryPath(ref: LibraryRef, path: string): string {
  return ref.level === 'system' ? path : ref.level === 'school' ? `s/${path}` : `s/personal/${path}`;
}

/** The X-SCHOOL-ID of a level's calls (none for the system library). */
export const librarySchool = (ref: LibraryRef): number | undefined => (ref.level === 'system' ? undefined : ref.schoolId);

/** Every cached list and item of a kind at a level lives under this key (invalidated together after a change). */
export const libraryKey = (kind: LibraryKind, ref: LibraryRef) => ['library', kind, ref.level, librarySchool(ref) ?? 0] as const;

/** Each kind's API path segment. */
export const KIND_PATHS: Record<LibraryKind, string> = {
  question: 'question_collections',
  exam: 'exams',
  media: 'media_resources',
  lecture: 'lectures',
  schedule: 'schedules',
  // Not english_contents: that path is the practice screens' list of items (server/src/speech/english.routes.ts).
  english: 'english_lessons',
  experiment: 'experiments',
};
