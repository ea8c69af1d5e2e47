import { describe, expect, it } from 'vitest';
import type { PracticeLesson } from './api/speaking-types.ts';
import { ALL, filterChoices, filterLessons, initialFilter } from './lesson-filter.ts';

const lesson = (id: number, grade: number | null, seriesId = 1, seriesName = 'Global Success') =>
  ({ id, grade, seriesId, seriesName, unit: null, title: `Bài ${id}`, kind: 'sentence', itemCount: 2 }) as PracticeLesson;
const lessons = [lesson(1, 6), lesson(2, 7), lesson(3, 7, 2, 'Friends Plus'), lesson(4, 8)];

describe('lesson filter', () => {
  it('starts on the student’s grade when the school has lessons for it, else on every grade', () => {
    expect(initialFilter(lessons, [7])).toEqual({ grade: 7, series: ALL });
    expect(initialFilter(lessons, [9])).toEqual({ grade: ALL, series: ALL });
    expect(initialFilter(lessons, [])).toEqual({ grade: ALL, series: ALL });
  });

  it('lists the lessons of a grade and a series', () => {
    expect(filterLessons(lessons, { grade: 7, series: ALL }).map((l) => l.id)).toEqual([2, 3]);
    expect(filterLessons(lessons, { grade: 7, series: 2 }).map((l) => l.id)).toEqual([3]);
    expect(filterLessons(lessons, { grade: ALL, series: 1 }).map((l) => l.id)).toEqual([1, 2, 4]);
  });

  it('offers the grades and series the school has', () => {
    expect(filterChoices(lessons)).toEqual({
      grades: [6, 7, 8],
      series: [
        { id: 1, name: 'Global Success' },
        { id: 2, name: 'Friends Plus' },
      ],
    });
  });
});
