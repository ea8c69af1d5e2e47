// Grading rules: choice sets, trimmed blanks with the {{ }} form, case-insensitive text answers, score and comment.
import { describe, expect, it } from 'vitest';
import { computeTotals, DEFAULT_COMPLETION_MESSAGES, gradeAnswer, normalizeAnswer, pickCompletionComment } from './grading.ts';

describe('normalizeAnswer', () => {
  it('trims each blank and wraps several in {{ }} (spec §5)', () => {
    expect(normalizeAnswer({ type: 'fillInTheBlank', blanks: ['  is ', ' lives'] })).toEqual({
      type: 'fillInTheBlank',
      blanks: ['is', 'lives'],
      filledAnswer: '{{is}}{{lives}}',
    });
  });
  it('keeps a single blank bare and trimmed', () => {
    expect(normalizeAnswer({ type: 'fillInTheBlank', blanks: [' went  '] })).toEqual({ type: 'fillInTheBlank', blanks: ['went'], filledAnswer: 'went' });
  });
  it('trims text answers and sorts choice sets', () => {
    expect(normalizeAnswer({ type: 'textAnswer', text: '  Hà Nội ' })).toEqual({ type: 'textAnswer', text: 'Hà Nội' });
    expect(normalizeAnswer({ type: 'multipleChoice', optionIds: ['d', 'a', 'd'] })).toEqual({ type: 'multipleChoice', optionIds: ['a', 'd'] });
  });
});

describe('gradeAnswer', () => {
  const single = { questionType: 'singleChoice' as const, allocatedPoint: 1, answerKey: { type: 'singleChoice' as const, optionId: 'b' } };
  const multi = { questionType: 'multipleChoice' as const, allocatedPoint: 2, answerKey: { type: 'multipleChoice' as const, optionIds: ['a', 'c'] } };
  const blanks = {
    questionType: 'fillInTheBlank' as const,
    allocatedPoint: 1,
    answerKey: { type: 'fillInTheBlank' as const, blanks: [['is'], ['lives', 'stays']] },
  };
  const text = { questionType: 'textAnswer' as const, allocatedPoint: 0.5, answerKey: { type: 'textAnswer' as const, accepted: ['Hà Nội'] } };

  it('single choice: right or nothing', () => {
    expect(gradeAnswer(single, { type: 'singleChoice', optionId: 'b' })).toEqual({ pointEarned: 1, isMarked: true });
    expect(gradeAnswer(single, { type: 'singleChoice', optionId: 'a' })).toEqual({ pointEarned: 0, isMarked: true });
  });
  it('multiple choice: the exact set only', () => {
    expect(gradeAnswer(multi, { type: 'multipleChoice', optionIds: ['c', 'a'] }).pointEarned).toBe(2);
    expect(gradeAnswer(multi, { type: 'multipleChoice', optionIds: ['a'] }).pointEarned).toBe(0);
    expect(gradeAnswer(multi, { type: 'multipleChoice', optionIds: ['a', 'b', 'c'] }).pointEarned).toBe(0);
  });
  it('fill in the blank: trimmed, any accepted variant, a share per blank', () => {
    expect(gradeAnswer(blanks, { type: 'fillInTheBlank', blanks: [' is ', 'stays  '] }).pointEarned).toBe(1);
    expect(gradeAnswer(blanks, { type: 'fillInTheBlank', blanks: ['is', 'live'] }).pointEarned).toBe(0.5);
    expect(gradeAnswer(blanks, { type: 'fillInTheBlank', blanks: ['', ''] }).pointEarned).toBe(0);
  });
  it('text answer: trimmed, case-insensitive, composed or decomposed accents alike', () => {
    expect(gradeAnswer(text, { type: 'textAnswer', text: '  hà nội ' }).pointEarned).toBe(0.5);
    expect(gradeAnswer(text, { type: 'textAnswer', text: 'Hà Nội'.normalize('NFD') }).pointEarned).toBe(0.5);
    expect(gradeAnswer(text, { type: 'textAnswer', text: 'Huế' }).pointEarned).toBe(0);
  });
  it('essay and speaking wait for the teacher unless empty', () => {
    const essay = { questionType: 'essay' as const, allocatedPoint: 2, answerKey: null };
    expect(gradeAnswer(essay, { type: 'essay', text: 'My hobby...' })).toEqual({ pointEarned: null, isMarked: false });
    expect(gradeAnswer({ ...essay, questionType: 'speaking' }, { type: 'speaking', recordingId: 'rec-1' }).isMarked).toBe(false);
    expect(gradeAnswer(essay, null)).toEqual({ pointEarned: 0, isMarked: true });
  });
});

describe('score and completion comment', () => {
  it('score = earned / allocated × 10 with one decimal', () => {
    const t = computeTotals([
      { allocatedPoint: 1, pointEarned: 1, isMarked: true },
      { allocatedPoint: 2, pointEarned: 0, isMarked: true },
    ]);
    expect(t.score).toBe(3.3);
    expect(t.isFullyMarked).toBe(true);
    expect(computeTotals([{ allocatedPoint: 4, pointEarned: null, isMarked: false }]).isFullyMarked).toBe(false);
  });
  it('picks the highest threshold at or below the percentage', () => {
    expect(pickCompletionComment(DEFAULT_COMPLETION_MESSAGES, 95)).toMatch(/^Xuất sắc/);
    expect(pickCompletionComment(DEFAULT_COMPLETION_MESSAGES, 90)).toMatch(/^Xuất sắc/);
    expect(pickCompletionComment(DEFAULT_COMPLETION_MESSAGES, 75)).toMatch(/^Tốt lắm/);
    expect(pickCompletionComment(DEFAULT_COMPLETION_MESSAGES, 50)).toMatch(/^Đạt/);
    expect(pickCompletionComment(DEFAULT_COMPLETION_MESSAGES, 10)).toMatch(/^Em cần cố gắng/);
  });
});
