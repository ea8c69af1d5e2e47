// The import template (spec §9: templates as xlsx): the columns with two example rows and a sheet of instructions.
// ExcelJS loads only when it is asked for.
import ExcelJS from 'exceljs';
import { XLSX_TYPE } from '@/shared/constants.ts';
import { MAX_ENGLISH_ITEMS } from '@/shared/english-content.ts';
import { COLUMNS } from './english-sheet.ts';

export async function englishTemplate(): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Nội dung');
  sheet.columns = COLUMNS.map((c) => ({ header: c.title, key: c.key, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(['classroom', 'lớp học', '/ˈklɑːsruːm/', 'Our classroom is big and bright.', '', '']);
  sheet.addRow(['What time do you get up?', 'Bạn thức dậy lúc mấy giờ?', '', '', '', '']);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = book.addWorksheet('Hướng dẫn');
  help.getColumn(1).width = 110;
  [
    'Mỗi dòng từ dòng 2 là một từ, một câu hoặc một đoạn văn của bài. Xoá các dòng ví dụ trước khi nhập.',
    'Bắt buộc: cột "Từ/câu tiếng Anh". Các cột khác có thể để trống.',
    'Địa chỉ hình ảnh và âm thanh mẫu: địa chỉ tệp trên hệ thống (bắt đầu bằng /, ví dụ địa chỉ của một học liệu) hoặc http://, https://.',
    `Mỗi bài có tối đa ${MAX_ENGLISH_ITEMS} mục. Các dòng được thêm vào sau những mục bài đang có.`,
    'Mọi dòng phải đúng thì mới nhập: ứng dụng chỉ ra từng dòng có lỗi.',
  ].forEach((line, i) => (help.getCell(i + 1, 1).value = line));
  return new Blob([await book.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
