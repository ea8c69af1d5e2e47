// The student's result: questions numbered as on the taking screen (a group's sub-questions one by one).
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExamResult, ResultQuestion } from '@/shared/exam.ts';
import { ResultView } from './result-view.tsx';

const question = (id: number, over: Partial<ResultQuestion> = {}): ResultQuestion => ({
  id, questionType: 'textAnswer', allocatedPoint: 1, content: { text: `Đề ${id}` },
  answer: { type: 'textAnswer', text: 'x' }, correctAnswer: null, pointEarned: 1, isMarked: true, comment: null, ...over,
});

const result: ExamResult = {
  id: 7, exam: { id: 21, title: 'Kiểm tra' }, group: { id: 11, name: 'Lớp 7A1' },
  student: { id: 5, first_name: 'An', last_name: 'Nguyễn' }, status: 'submitted', late: false,
  createdAt: '2026-11-21T08:00:00.000Z', deadline: '2026-11-21T08:45:00.000Z', submittedAt: '2026-11-21T08:30:00.000Z',
  duration: 2700, score: 8, pointEarned: 4, allocatedPoint: 5, isFullyMarked: false, completionComment: null,
  fractions: [
    { id: 1, title: 'Phần I', questions: [question(1)] },
    {
      id: 2,
      title: 'Phần II',
      questions: [
        question(20, { questionType: 'leadingQuestion', content: { text: 'Đọc đoạn văn.' }, answer: null, subQuestions: [question(21), question(22)] }),
        question(30),
      ],
    },
  ],
};

function renderResult() {
  render(<ResultView result={result} />);
}

afterEach(cleanup);

describe('ResultView', () => {
  it('numbers a group by its sub-questions and goes on after it', () => {
    renderResult();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Câu 1', 'Câu 2', 'Câu 3', 'Câu 4']);
    expect(screen.getByText('Câu 2–3.')).toBeInTheDocument();
  });
});
