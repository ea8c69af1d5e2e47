// Reading a teacher's sheet: columns found by their titles in any order (with or without diacritics), each row with
// the line Excel shows; a file without the text column is refused by name.
import { describe, expect, it } from 'vitest';
import { readEnglishSheet } from './english-sheet.ts';

describe('readEnglishSheet', () => {
  it('reads rows under a header found by its titles, skipping empty lines', () => {
    const read = readEnglishSheet([
      { name: 'Hướng dẫn', rows: [['Mỗi dòng là một từ']] },
      {
        name: 'Bài 5',
        rows: [
          ['Unit 5 – Food'],
          ['Nghia tieng Viet', 'Từ/câu tiếng Anh', 'Phiên âm (IPA)'],
          ['mì', 'noodles', '/ˈnuːdlz/'],
          ['', '', ''],
          ['cơm', 'rice', ''],
        ],
      },
    ]);
    expect(read).toEqual({
      ok: true,
      rows: [
        { line: 3, row: { text: 'noodles', meaning: 'mì', phonetic: '/ˈnuːdlz/', example: '', imageUrl: '', audioUrl: '' } },
        { line: 5, row: { text: 'rice', meaning: 'cơm', phonetic: '', example: '', imageUrl: '', audioUrl: '' } },
      ],
    });
  });

  it('names the missing text column', () => {
    expect(readEnglishSheet([{ name: 'Sheet1', rows: [['Nghĩa tiếng Việt'], ['mì']] }])).toEqual({ ok: false, missing: ['Từ/câu tiếng Anh'] });
  });
});
