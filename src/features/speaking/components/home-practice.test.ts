import { describe, expect, it } from 'vitest';
import type { PracticeLesson } from '../api/speaking-types.ts';
import { suggestedLessons } from './home-practice.tsx';

const lesson = (id: number, grade: number | null) =>
  ({ id, grade, seriesId: 1, seriesName: 'Global Success', unit: null, title: `Bài ${id}`, kind: 'sentence', itemCount: 3 }) as PracticeLesson;

describe('suggestedLessons', () => {
  it('suggests the first lessons of the student’s grades, in order', () => {
    const lessons = [lesson(1, 6), lesson(2, 7), lesson(3, 7), lesson(4, 8), lesson(5, 7), lesson(6, 7)];
    expect(suggestedLessons(lessons, [7]).map((l) => l.id)).toEqual([2, 3, 5]);
    expect(suggestedLessons(lessons, [6, 8]).map((l) => l.id)).toEqual([1, 4]);
  });

  it('suggests from every lesson when the grade is not known', () => {
    expect(suggestedLessons([lesson(1, 6), lesson(2, null)], []).map((l) => l.id)).toEqual([1, 2]);
  });
});
