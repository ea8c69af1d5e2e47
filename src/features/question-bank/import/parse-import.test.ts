import { describe, expect, it } from 'vitest';
import { MSG } from '@/shared/messages.ts';
import { parseImport, type SheetCells } from './parse-import.ts';
import { SHEETS } from './sheet-layout.ts';

const messages = { tooMany: MSG.importTooMany, empty: MSG.importEmpty };
const header = (name: string) => SHEETS.find((s) => s.name === name)!.columns.map((c) => c.header);
const sheet = (name: string, ...rows: string[][]): SheetCells[number] => ({ name, rows: [header(name), ...rows] });

describe('parseImport', () => {
  it('reads every type’s sheet into questions the server accepts', () => {
    const parsed = parseImport(
      [
        { name: 'Hướng dẫn', rows: [['Đọc kỹ trước khi điền']] },
        sheet('Một lựa chọn', ['Thủ đô?', 'Hà Nội', 'Huế', '', '', '', '', '', '', 'a', 'Nhận biết', '0,5', 'Vì vậy.']),
        sheet('Nhiều lựa chọn', ['Số chẵn?', '2', '3', '4', '', '', '', '', '', 'A, C', '', '', '']),
        sheet('Điền vào chỗ trống', ['Pháp: {{}}, Ý: {{}}.', 'Paris | Rome; Roma', '', '2', '']),
        sheet('Trả lời ngắn', ['Số nguyên tố nhỏ nhất?', '2; hai', '', '', '']),
        sheet('Tự luận', ['Tả trường em.', '', 'Vận dụng cao', '3', '']),
        sheet('Nói (ghi âm)', ['Đọc to.', 'I love my school.', '', '', '', '']),
      ],
      messages,
    );
    expect(parsed.fileError).toBeNull();
    expect(parsed.rows.map((r) => [r.type, r.errors])).toEqual([
      ['singleChoice', []],
      ['multipleChoice', []],
      ['fillInTheBlank', []],
      ['textAnswer', []],
      ['essay', []],
      ['speaking', []],
    ]);
    expect(parsed.rows[0]!.input).toMatchObject({
      answerKey: { optionId: 'a' },
      points: 0.5,
      level: 'recognition',
      content: { options: [{ text: 'Hà Nội' }, { text: 'Huế' }] },
    });
    expect(parsed.rows[1]!.input).toMatchObject({ answerKey: { optionIds: ['a', 'c'] } });
    expect(parsed.rows[2]!.input).toMatchObject({ answerKey: { blanks: [['Paris'], ['Rome', 'Roma']] } });
  });

  it('names the sheet, the Excel row, the column and what is wrong, and skips empty rows', () => {
    const parsed = parseImport(
      [
        sheet(
          'Một lựa chọn',
          ['Thiếu đáp án đúng', 'A', 'B', '', '', '', '', '', '', '', '', '', ''],
          ['', '', '', '', '', '', '', '', '', '', '', '', ''],
          ['Đáp án ngoài danh sách', 'A', 'B', '', '', '', '', '', '', 'E', 'Rất khó', 'mười', ''],
        ),
        sheet('Điền vào chỗ trống', ['Hai chỗ {{}} và {{}}', 'một', '', '', '']),
      ],
      messages,
    );
    expect(parsed.rows.map((r) => [r.place, r.input === null])).toEqual([
      ['Một lựa chọn, dòng 2', true],
      ['Một lựa chọn, dòng 4', true],
      ['Điền vào chỗ trống, dòng 2', true],
    ]);
    expect(parsed.rows[0]!.errors).toEqual([{ column: 'Đáp án đúng (A–H)', message: MSG.questionCorrectRequired }]);
    expect(parsed.rows[1]!.errors.map((e) => e.column)).toEqual(['Mức độ', 'Điểm']);
    expect(parsed.rows[2]!.errors[0]!.message).toBe(MSG.questionBlanksMismatch);
  });

  it('refuses a file without questions, or with more than one import takes', () => {
    expect(parseImport([sheet('Tự luận')], messages).fileError).toBe(MSG.importEmpty);
    const many = Array.from({ length: 2001 }, (_, i) => [`Câu ${i}`, '', '', '', '']);
    expect(parseImport([sheet('Tự luận', ...many)], messages).fileError).toBe(MSG.importTooMany);
  });
});
