// Which practice lessons the picker lists: those of one grade and one textbook series (either may be "all"). A student
// starts on the grade of their groups when the school has lessons for it; otherwise every grade shows.
import type { PracticeLesson } from './api/speaking-types.ts';

export const ALL = 'all';

export interface LessonFilter {
  grade: number | typeof ALL;
  series: number | typeof ALL;
}

export function initialFilter(lessons: PracticeLesson[], grades: number[]): LessonFilter {
  const grade = grades.find((g) => lessons.some((l) => l.grade === g));
  return { grade: grade ?? ALL, series: ALL };
}

export const filterLessons = (lessons: PracticeLesson[], f: LessonFilter) =>
  lessons.filter((l) => (f.grade === ALL || l.grade === f.grade) && (f.series === ALL || l.seriesId === f.series));

/** The grades and series the school has lessons for, in order, for the two filter lists. */
export function filterChoices(lessons: PracticeLesson[]) {
  const grades = [...new Set(lessons.map((l) => l.grade).filter((g): g is number => g !== null))].sort((a, b) => a - b);
  const series = [...new Map(lessons.map((l) => [l.seriesId, l.seriesName])).entries()].map(([id, name]) => ({ id, name }));
  return { grades, series };
}
