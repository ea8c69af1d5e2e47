import { describe, expect, it } from 'vitest';
import { questionNumbers } from './exam-numbering.ts';

interface Q {
  id: number;
  questionType: string;
  subQuestions?: Q[];
}
const q = (id: number, questionType = 'singleChoice', subQuestions?: Q[]): Q => ({ id, questionType, subQuestions });

describe('questionNumbers', () => {
  it('numbers answerable questions across sections, a passage’s questions taking the next numbers', () => {
    const fractions = [{ questions: [q(1), q(2)] }, { questions: [q(3, 'leadingQuestion', [q(31), q(32), q(33)]), q(4, 'essay')] }];
    expect([...questionNumbers(fractions)]).toEqual([
      [1, 1],
      [2, 2],
      [31, 3],
      [32, 4],
      [33, 5],
      [4, 6],
    ]);
  });
});
