import { describe, expect, it } from 'vitest';
import { MSG } from '@/shared/messages.ts';
import { importTemplate, readWorkbook } from './question-xlsx.ts';
import { parseImport } from './parse-import.ts';

describe('the import workbook', () => {
  it('a template read back holds one right example question per type', async () => {
    const sheets = await readWorkbook(await importTemplate());
    expect(sheets.map((s) => s.name)).toEqual(['Hướng dẫn', 'Một lựa chọn', 'Nhiều lựa chọn', 'Điền vào chỗ trống', 'Trả lời ngắn', 'Tự luận', 'Nói (ghi âm)']);
    const parsed = parseImport(sheets, { tooMany: MSG.importTooMany, empty: MSG.importEmpty });
    expect(parsed.rows).toHaveLength(6);
    expect(parsed.rows.filter((r) => r.errors.length)).toEqual([]);
  });

  it('a file that is not a workbook is refused', async () => {
    await expect(readWorkbook(new TextEncoder().encode('not a spreadsheet').buffer as ArrayBuffer)).rejects.toThrow();
  });
});
