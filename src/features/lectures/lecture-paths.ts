// Where a lecture's library list is, from its level: the editor's and the presentation's way back.
import type { LectureDetail } from '@/shared/lecture.ts';

export function lectureListPath(d: Pick<LectureDetail, 'level' | 'schoolId'>): string {
  if (d.level === 'system' || d.schoolId === null) return '/library/lesson';
  return d.level === 'personal' ? `/${d.schoolId}/person-library/lecture` : `/${d.schoolId}/library/lecture`;
}
