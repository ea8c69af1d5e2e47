// The grading form's rules: which marks are sent, and the Vietnamese message for each mistake.
import { describe, expect, it } from 'vitest';
import type { ExamResult, ResultQuestion } from '@/shared/exam.ts';
import { MSG } from '@/shared/messages.ts';
import { checkMarks, defaultMarks, flatQuestions, parsePoints } from './grade-form.ts';
import { GRADING_MSG } from './grading-messages.ts';

const q = (id: number, questionType: ResultQuestion['questionType'], extra: Partial<ResultQuestion> = {}): ResultQuestion => ({
  id,
  questionType,
  allocatedPoint: 2,
  content: { text: `Câu ${id}` },
  answer: null,
  correctAnswer: null,
  pointEarned: null,
  isMarked: false,
  comment: null,
  ...extra,
});

const result = {
  fractions: [
    { id: 1, title: 'Phần 1', questions: [q(1, 'singleChoice', { pointEarned: 1, isMarked: true }), q(2, 'essay')] },
    {
      id: 2,
      title: 'Phần 2',
      questions: [q(3, 'leadingQuestion', { subQuestions: [q(4, 'speaking', { pointEarned: 1.5, isMarked: true, comment: 'Tốt' })] })],
    },
  ],
} as unknown as ExamResult;
const questions = flatQuestions(result);
const values = (marks: Record<string, { points: string; comment: string }>) => ({ marks });

describe('grade form', () => {
  it('lists sub-questions in place of their group and fills in what is already graded', () => {
    expect(questions.map((x) => x.id)).toEqual([1, 2, 4]);
    expect(defaultMarks(result)).toEqual({ marks: { q2: { points: '', comment: '' }, q4: { points: '1,5', comment: 'Tốt' } } });
  });

  it('reads points with a decimal comma or point, and nothing else', () => {
    expect(parsePoints('1,5')).toBe(1.5);
    expect(parsePoints(' 2 ')).toBe(2);
    expect(parsePoints('0.25')).toBe(0.25);
    expect(parsePoints('abc')).toBeNull();
    expect(parsePoints('1,2,3')).toBeNull();
  });

  it('sends the graded questions only, with trimmed comments', () => {
    const check = checkMarks(values({ q2: { points: '1,5', comment: '  Bài viết tốt ' }, q4: { points: '', comment: '' } }), questions);
    expect(check.body).toEqual({ marks: [{ questionId: 2, pointEarned: 1.5, comment: 'Bài viết tốt' }] });
  });

  it('refuses points outside 0..max, text, and a comment without points', () => {
    expect(checkMarks(values({ q2: { points: '3', comment: '' } }), questions).errors).toEqual({ 'marks.q2.points': GRADING_MSG.pointsRange(2) });
    expect(GRADING_MSG.pointsRange(2)).toBe('Điểm phải từ 0 đến 2');
    expect(checkMarks(values({ q2: { points: '-1', comment: '' } }), questions).errors['marks.q2.points']).toBe(GRADING_MSG.pointsRange(2));
    expect(checkMarks(values({ q2: { points: 'tám', comment: '' } }), questions).errors['marks.q2.points']).toBe(GRADING_MSG.pointsNotNumber);
    expect(checkMarks(values({ q2: { points: '', comment: 'Thiếu ý' } }), questions).errors['marks.q2.points']).toBe(GRADING_MSG.pointsRequired);
    expect(checkMarks(values({ q2: { points: '1', comment: 'x'.repeat(2001) } }), questions).errors['marks.q2.comment']).toBe(MSG.examCommentTooLong);
  });

  it('says so when nothing was graded', () => {
    expect(checkMarks(values({ q2: { points: '', comment: '' }, q4: { points: '', comment: '' } }), questions)).toEqual({
      body: null,
      errors: { root: GRADING_MSG.nothingToSave },
    });
  });
});
