import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { questionSchema } from '@/shared/schemas/question.ts';
import { MSG } from '@/shared/messages.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';
import { emptyQuestion, fitBlanks, formFromQuestion, formPath, inputFromForm } from './question-form.ts';

const stored: BankQuestion = {
  id: 1,
  questionType: 'fillInTheBlank',
  content: { text: 'Thủ đô của Pháp là {{}}, của Ý là {{}}.', blankCount: 2 },
  answerKey: { type: 'fillInTheBlank', blanks: [['Paris'], ['Rome', 'Roma']] },
  level: 'recognition',
  points: 1,
  explanation: null,
  position: 0,
  updatedAt: '2026-11-25T00:00:00.000Z',
};

describe('question form', () => {
  it('round-trips a stored question through the form to a valid API body', () => {
    const form = formFromQuestion(stored);
    expect(form.blanks).toEqual(['Paris', 'Rome; Roma']);
    const input = inputFromForm(form);
    expect(v.parse(questionSchema, input)).toMatchObject({
      answerKey: { type: 'fillInTheBlank', blanks: [['Paris'], ['Rome', 'Roma']] },
      level: 'recognition',
    });
  });

  it('builds a choice question from the options ticked correct', () => {
    const form = emptyQuestion('multipleChoice');
    form.text = 'Chọn số chẵn';
    form.options = [
      { text: '1', html: '', correct: false },
      { text: '2', html: '', correct: true },
      { text: '4', html: '', correct: true },
    ];
    expect(inputFromForm(form)).toMatchObject({ content: { options: [{ id: 'a' }, { id: 'b' }, { id: 'c' }] }, answerKey: { optionIds: ['b', 'c'] } });
    form.options.forEach((o) => (o.correct = false));
    const result = v.safeParse(questionSchema, inputFromForm(form));
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(MSG.questionCorrectRequired);
  });

  it('sums a group’s points from its sub-questions', () => {
    const form = emptyQuestion('leadingQuestion');
    form.subQuestions = [
      { ...form.subQuestions[0]!, points: '1,5' },
      { ...form.subQuestions[0]!, points: '2' },
    ];
    expect(inputFromForm(form).points).toBe(3.5);
  });

  it('resizes the blanks to the text and maps API error paths to fields', () => {
    expect(fitBlanks('a {{}} b {{}} c {{}}', ['x'])).toEqual(['x', '', '']);
    expect(formPath('content.text')).toBe('text');
    expect(formPath('content.options.1.text')).toBe('options.1.text');
    expect(formPath('')).toBe('answer');
    expect(formPath('answerKey.blanks.0')).toBe('answer');
    expect(formPath('subQuestions.2.content.sentence')).toBe('subQuestions.2.sentence');
    expect(formPath('subQuestions.1')).toBe('subQuestions.1.answer');
  });
});
