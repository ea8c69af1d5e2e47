// The import workbook on disk, loaded on demand (ExcelJS is large and only a teacher importing needs it): the
// template with one sheet per question type, a header row, an example row and a sheet of instructions; a bank's
// export in the same layout (so it imports back); and reading a filled-in file back as cell texts (what Excel shows:
// numbers, dates and formulas as their displayed text).
import ExcelJS from 'exceljs';
import { QUESTION_LEVELS } from '@/shared/question-bank.ts';
import { rowFromQuestion, SHEETS } from './sheet-layout.ts';
import type { BankQuestion } from '@/shared/question-bank.ts';

const HEADER_FILL: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAF6' } };

/** The template; with `questions`, a bank's questions in it instead of the examples (an export that imports back). */
export async function importTemplate(questions?: BankQuestion[]): Promise<ArrayBuffer> {
  const book = new ExcelJS.Workbook();
  const help = book.addWorksheet('Hướng dẫn');
  help.getColumn(1).width = 110;
  [
    'Mỗi trang tính là một loại câu hỏi; mỗi dòng từ dòng 2 là một câu hỏi. Xoá dòng ví dụ trước khi nhập.',
    'Trắc nghiệm: điền 2–8 đáp án từ cột Đáp án A; đáp án đúng ghi bằng chữ cái (nhiều đáp án: A, C).',
    'Điền vào chỗ trống: mỗi chỗ trống viết {{}} trong nội dung; đáp án các chỗ trống cách nhau bằng |, các đáp án được chấp nhận của một chỗ trống cách nhau bằng ;.',
    `Mức độ: ${QUESTION_LEVELS.map((l) => l.label).join(', ')} (có thể để trống). Điểm để trống là 1.`,
    'Nhóm câu hỏi (đoạn văn kèm nhiều câu hỏi con) được soạn trong trình soạn câu hỏi; khi xuất, mỗi câu hỏi con thành một dòng, đoạn văn đứng trước nội dung.',
    'Tất cả các dòng phải đúng thì mới nhập được: ứng dụng sẽ chỉ ra từng dòng có lỗi.',
  ].forEach((line, i) => (help.getCell(i + 1, 1).value = line));
  for (const layout of SHEETS) {
    const sheet = book.addWorksheet(layout.name);
    sheet.columns = layout.columns.map((c) => ({ header: c.header, key: c.key, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).eachCell((cell) => (cell.fill = HEADER_FILL));
    if (!questions) sheet.addRow(layout.example);
    else for (const q of flatten(questions).filter((x) => x.questionType === layout.type)) sheet.addRow(rowFromQuestion(layout, q));
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
  }
  return (await book.xlsx.writeBuffer()) as ArrayBuffer;
}

/** Sub-questions as questions of their own, the group's passage before their text. */
function flatten(questions: BankQuestion[]): BankQuestion[] {
  return questions.flatMap((q) =>
    q.questionType === 'leadingQuestion'
      ? (q.subQuestions ?? []).map((s) => ({ ...s, content: { ...s.content, text: `${q.content.text}\n${s.content.text}` } }))
      : [q],
  );
}

export { readWorkbook } from '@/lib/xlsx-read.ts';
