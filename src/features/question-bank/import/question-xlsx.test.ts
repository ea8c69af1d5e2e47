import { describe, expect, it } from 'vitest';
import { MSG } from '@/shared/messages.ts';
import { importTemplate, readWorkbook } from './question-xlsx.ts';
import { parseImport } from './parse-import.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';

const q = (id: number, fields: Partial<BankQuestion>): BankQuestion =>
  ({ id, level: null, points: 1, explanation: null, position: 0, updatedAt: '', ...fields }) as BankQuestion;

describe('the import workbook', () => {
  it('a template read back holds one right example question per type', async () => {
    const sheets = await readWorkbook(await importTemplate());
    expect(sheets.map((s) => s.name)).toEqual(['Hướng dẫn', 'Một lựa chọn', 'Nhiều lựa chọn', 'Điền vào chỗ trống', 'Trả lời ngắn', 'Tự luận', 'Nói (ghi âm)']);
    const parsed = parseImport(sheets, { tooMany: MSG.importTooMany, empty: MSG.importEmpty });
    expect(parsed.rows).toHaveLength(6);
    expect(parsed.rows.filter((r) => r.errors.length)).toEqual([]);
  });

  it('a bank exported imports back to the same questions', async () => {
    const questions: BankQuestion[] = [
      q(1, {
        questionType: 'singleChoice',
        content: {
          text: 'Thủ đô?',
          options: [
            { id: 'a', text: 'Huế' },
            { id: 'b', text: 'Hà Nội' },
          ],
        },
        answerKey: { type: 'singleChoice', optionId: 'b' },
        level: 'recognition',
        points: 0.5,
      }),
      q(2, {
        questionType: 'fillInTheBlank',
        content: { text: 'Pháp: {{}}, Ý: {{}}', blankCount: 2 },
        answerKey: { type: 'fillInTheBlank', blanks: [['Paris'], ['Rome', 'Roma']] },
      }),
      q(3, {
        questionType: 'leadingQuestion',
        content: { text: 'Đọc đoạn văn.' },
        answerKey: null,
        subQuestions: [q(4, { questionType: 'textAnswer', content: { text: 'Tên tác giả?' }, answerKey: { type: 'textAnswer', accepted: ['Tô Hoài'] } })],
      }),
    ];
    const parsed = parseImport(await readWorkbook(await importTemplate(questions)), { tooMany: MSG.importTooMany, empty: MSG.importEmpty });
    expect(parsed.rows.map((r) => r.errors)).toEqual([[], [], []]);
    expect(parsed.rows.map((r) => r.input)).toEqual([
      expect.objectContaining({ content: questions[0]!.content, answerKey: questions[0]!.answerKey, level: 'recognition', points: 0.5 }),
      expect.objectContaining({ content: { text: 'Pháp: {{}}, Ý: {{}}' }, answerKey: questions[1]!.answerKey }),
      expect.objectContaining({ content: { text: 'Đọc đoạn văn.\nTên tác giả?' }, answerKey: { type: 'textAnswer', accepted: ['Tô Hoài'] } }),
    ]);
  });

  it('a file that is not a workbook is refused', async () => {
    await expect(readWorkbook(new TextEncoder().encode('not a spreadsheet').buffer as ArrayBuffer)).rejects.toThrow();
  });
});
