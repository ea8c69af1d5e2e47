import { describe, expect, it } from 'vitest';
import { MSG } from '@/shared/messages.ts';
import { parseWordQuestions, type Block, type Piece } from './word-questions.ts';

const p = (...pieces: (string | Piece)[]): Block => ({ pieces: pieces.map((x) => (typeof x === 'string' ? { text: x } : x)) });

describe('parseWordQuestions', () => {
  it('reads questions, options on one or several lines, the underlined or starred answer, formulas and explanations', () => {
    const parsed = parseWordQuestions([
      p('ĐỀ KIỂM TRA 15 PHÚT'),
      p('Đáp án đúng được gạch chân.'),
      p('Câu 1: Giá trị của ', { latex: '\\frac{1}{2}+\\frac{1}{2}' }, ' là'),
      p('A. 0      ', { text: 'B', underline: true }, '. 1      C. 2      D. ', { latex: '\\frac{1}{4}' }),
      p('Lời giải: Cộng hai phân số cùng mẫu.'),
      p('Question 2. Which word is a ', { text: 'noun', bold: true }, '?'),
      p('A. run'),
      p('*B. school'),
      p('C. quickly'),
      p('Câu 3: Chọn các số chẵn.'),
      p({ text: 'A. 2', underline: true }, ' B. 3 ', { text: 'C. 4', underline: true }, ' D. 5'),
      p('Câu 4: Trình bày cách giải phương trình bậc nhất $ax + b = 0$ (giá 5$).'),
      p('----- HẾT -----'),
    ]);
    expect(parsed.fileError).toBeNull();
    expect(parsed.rows.map((r) => [r.place, r.type, r.errors])).toEqual([
      ['Câu 1', 'singleChoice', []],
      ['Câu 2', 'singleChoice', []],
      ['Câu 3', 'multipleChoice', []],
      ['Câu 4', 'essay', []],
    ]);
    const [first, second, third, fourth] = parsed.rows.map((r) => r.input!);
    expect(fourth!.content).toMatchObject({
      text: 'Trình bày cách giải phương trình bậc nhất $ax + b = 0$ (giá 5$).',
      html: '<p>Trình bày cách giải phương trình bậc nhất <span data-type="inline-math" data-latex="ax + b = 0"></span> (giá 5$).</p>',
    });
    expect(first).toMatchObject({
      content: {
        text: 'Giá trị của $\\frac{1}{2}+\\frac{1}{2}$ là',
        html: '<p>Giá trị của <span data-type="inline-math" data-latex="\\frac{1}{2}+\\frac{1}{2}"></span> là</p>',
        options: [
          { id: 'a', text: '0' },
          { id: 'b', text: '1' },
          { id: 'c', text: '2' },
          { id: 'd', text: '$\\frac{1}{4}$', html: '<p><span data-type="inline-math" data-latex="\\frac{1}{4}"></span></p>' },
        ],
      },
      answerKey: { type: 'singleChoice', optionId: 'b' },
      explanation: 'Cộng hai phân số cùng mẫu.',
    });
    expect(second).toMatchObject({ content: { html: '<p>Which word is a <strong>noun</strong>?</p>' }, answerKey: { optionId: 'b' } });
    expect(third!.answerKey).toEqual({ type: 'multipleChoice', optionIds: ['a', 'c'] });
  });

  it('takes the answers from a key after the questions, as lines or as a table of numbers over letters', () => {
    const questions = [p('Câu 1: Một?'), p('A. x B. y'), p('Câu 2: Hai?'), p('A. x B. y C. z')];
    const lines = parseWordQuestions([...questions, p('Đáp án: 1-B   2.C')]);
    expect(lines.rows.map((r) => r.input?.answerKey)).toEqual([
      { type: 'singleChoice', optionId: 'b' },
      { type: 'singleChoice', optionId: 'c' },
    ]);
    const table = parseWordQuestions([
      ...questions,
      p('BẢNG ĐÁP ÁN'),
      {
        table: [
          ['Câu', '1', '2'],
          ['Đáp án', 'A', 'C'],
        ],
      },
    ]);
    expect(table.rows.map((r) => r.input?.answerKey)).toEqual([
      { type: 'singleChoice', optionId: 'a' },
      { type: 'singleChoice', optionId: 'c' },
    ]);
  });

  it('reads options set out in a table', () => {
    const parsed = parseWordQuestions([
      p('Câu 1: Thủ đô của Việt Nam?'),
      { table: [['A. Huế', 'B. Hà Nội']], cells: [[{ text: 'A. Huế' }], [{ text: 'B. ' }, { text: 'Hà Nội', underline: true }]] },
    ]);
    expect(parsed.rows[0]!.input).toMatchObject({ content: { options: [{ text: 'Huế' }, { text: 'Hà Nội' }] }, answerKey: { optionId: 'b' } });
  });

  it('names what is wrong with each question and keeps none of them', () => {
    const parsed = parseWordQuestions(
      [
        p('Câu 1: Không có đáp án đúng?'),
        p('A. x B. y'),
        p('Câu 2: Một phương án'),
        p('A. chỉ một'),
        p('Câu 3: ', { latex: '\\frac{1}{' }, '?'),
        p('A. x B. y'),
        p('HẾT'),
        p('3-B'),
      ],
      (latex) => (latex.endsWith('{') ? 'thiếu “}”' : null),
    );
    expect(parsed.rows.map((r) => [r.place, r.input, r.errors.map((e) => e.message)])).toEqual([
      ['Câu 1', null, [MSG.questionCorrectRequired]],
      ['Câu 2', null, [MSG.questionOptionsCount]],
      ['Câu 3', null, [`${MSG.formulaInvalid}: \\frac{1}{ (thiếu “}”)`]],
    ]);
  });

  it('refuses a document without questions', () => {
    expect(parseWordQuestions([p('Chỉ có một dòng chữ.')]).fileError).toBe(MSG.importEmpty);
  });
});
