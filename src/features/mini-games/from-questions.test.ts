import { describe, expect, it } from 'vitest';
import type { BankQuestion } from '@/shared/question-bank.ts';
import { draftFromQuestions } from './from-questions.ts';

let id = 0;
const q = (questionType: BankQuestion['questionType'], content: BankQuestion['content'], answerKey: BankQuestion['answerKey']): BankQuestion => ({
  id: ++id,
  questionType,
  content,
  answerKey,
  level: null,
  points: 1,
  explanation: null,
  position: id,
  updatedAt: '2026-11-26T00:00:00Z',
});

const bank: BankQuestion[] = [
  q(
    'singleChoice',
    {
      text: 'Thủ đô của Việt Nam?',
      options: [
        { id: 'a', text: 'Huế' },
        { id: 'b', text: 'Hà Nội' },
      ],
    },
    { type: 'singleChoice', optionId: 'b' },
  ),
  q('fillInTheBlank', { text: '2 + 3 = {{}}', blankCount: 1 }, { type: 'fillInTheBlank', blanks: [['5', 'năm']] }),
  q('essay', { text: 'Tả quê hương em' }, { type: 'essay', sample: null }),
  q(
    'multipleChoice',
    {
      text: 'Chọn số chẵn',
      options: [
        { id: 'a', text: '2' },
        { id: 'b', text: '4' },
      ],
    },
    { type: 'multipleChoice', optionIds: ['a', 'b'] },
  ),
  q('textAnswer', { text: 'Dịch: Tôi là học sinh' }, { type: 'textAnswer', accepted: ['I am a student'] }),
  q('speaking', { text: 'Đọc câu', sentence: 'How are you today' }, { type: 'speaking', sample: null }),
];

describe('a game’s first draft from its bank', () => {
  it('pairs each question that has one short right answer with it', () => {
    expect(draftFromQuestions('matching', bank)).toEqual({
      kind: 'matching',
      pairs: [
        { left: 'Thủ đô của Việt Nam?', right: 'Hà Nội' },
        { left: '2 + 3 = ___', right: '5' },
        { left: 'Dịch: Tôi là học sinh', right: 'I am a student' },
      ],
    });
  });

  it('makes ordering rounds of answers that are sentences, words in their order', () => {
    expect(draftFromQuestions('ordering', bank)).toEqual({
      kind: 'ordering',
      rounds: [
        { prompt: 'Dịch: Tôi là học sinh', items: ['I', 'am', 'a', 'student'] },
        { prompt: 'Đọc câu', items: ['How', 'are', 'you', 'today'] },
      ],
    });
  });

  it('keeps crossword answers of 2 to 15 letters once folded', () => {
    // “5” has no letters; “I am a student” folds to IAMASTUDENT (11 letters).
    expect(draftFromQuestions('crossword', bank)).toEqual({
      kind: 'crossword',
      words: [
        { clue: 'Thủ đô của Việt Nam?', answer: 'Hà Nội' },
        { clue: 'Dịch: Tôi là học sinh', answer: 'I am a student' },
      ],
    });
  });
});
