import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/lib/format.ts';
import { blankParts, describeAnswer, formatCountdown, formatScore, numberRange, numberedQuestions } from './exam-format.ts';

describe('exam format', () => {
  it('counts down as mm:ss under an hour and hh:mm:ss from an hour, rounding up', () => {
    expect(formatCountdown(179_001)).toBe('03:00');
    expect(formatCountdown(59_000)).toBe('00:59');
    expect(formatCountdown(-5)).toBe('00:00');
    expect(formatCountdown(2 * 3600_000)).toBe('02:00:00');
    expect(formatCountdown(3600_000 + 61_000)).toBe('01:01:01');
  });

  it('writes durations and scores the Vietnamese way', () => {
    expect(formatDuration(2700)).toBe('45 phút');
    expect(formatDuration(5400)).toBe('1 giờ 30 phút');
    expect(formatScore(7.25)).toBe('7,3');
  });

  it('splits a prompt around its blanks and reads answers', () => {
    expect(blankParts({ text: 'Lan {{}} a student and {{}}.' })).toEqual(['Lan ', ' a student and ', '.']);
    const content = {
      text: 'x',
      options: [
        { id: 'a', text: 'go' },
        { id: 'b', text: 'goes' },
      ],
    };
    expect(describeAnswer({ type: 'singleChoice', optionId: 'b' }, content)).toBe('B. goes');
    expect(describeAnswer({ type: 'fillInTheBlank', blanks: ['is', ' '] }, content)).toBe('is | …');
    expect(describeAnswer(null, content)).toBe('Chưa trả lời');
  });

  it('numbers questions as they are answered: a group one number per sub-question, the next one after them', () => {
    interface Q {
      id: number;
      questionType: string;
      subQuestions?: Q[];
    }
    const q = (id: number, subs?: number[]): Q => ({
      id,
      questionType: subs ? 'leadingQuestion' : 'textAnswer',
      subQuestions: subs?.map((s) => q(s)),
    });
    const fractions = [
      { id: 1, title: 'I', questions: [q(1), q(2)] },
      { id: 2, title: 'II', questions: [q(3, [31, 32, 33]), q(4), q(5, [])] },
      { id: 3, title: 'III', questions: [q(6)] },
    ];
    const numbered = numberedQuestions(fractions).map((n) => [n.question.id, numberRange(n.first, n.answerable.length)]);
    expect(numbered).toEqual([
      [1, '1'],
      [2, '2'],
      [3, '3–5'],
      [4, '6'],
      [5, '—'],
      [6, '7'],
    ]);
  });
});
