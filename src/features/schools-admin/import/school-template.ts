// The schools import template (spec §9: templates as xlsx): a sheet with the columns and one example row, every cell
// stored as text (a phone keeps its leading 0, a day stays dd/MM/yyyy), and a sheet of instructions. ExcelJS loads
// only when it is asked for.
import ExcelJS from 'exceljs';
import { SCHOOL_COLUMNS } from '@/shared/school-sheet.ts';
import { MAX_SCHOOL_IMPORT_ROWS } from '@/shared/schemas/school.ts';
import { XLSX_TYPE } from '@/shared/constants.ts';

const EXAMPLE = [
  'Trường THCS Chu Văn An',
  'CVA-HN',
  'Thành phố Hà Nội',
  'Phường Ba Đình',
  '10 Thụy Khuê',
  '02438234567',
  'vanphong@chuvanan.edu.vn',
  '01/09/2026',
  '31/08/2027',
  '2048',
  '20000',
  'Nguyễn Thị',
  'Mai',
  'mai.nguyen@chuvanan.edu.vn',
];

export async function schoolTemplate(): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Trường học');
  sheet.columns = SCHOOL_COLUMNS.map((c) => ({ header: c.title, key: c.key, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLE);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = book.addWorksheet('Hướng dẫn');
  help.getColumn(1).width = 110;
  [
    'Mỗi dòng từ dòng 2 là một trường. Xoá dòng ví dụ trước khi nhập.',
    'Bắt buộc: Tên trường, Mã trường, Tỉnh/Thành phố, Phường/Xã, hai ngày hợp đồng, Tên và Email quản trị viên.',
    'Mã trường: chữ cái không dấu, chữ số và dấu gạch ngang, tối đa 30 kí tự; mỗi trường một mã.',
    'Tỉnh/Thành phố và Phường/Xã theo danh mục hành chính từ 1/7/2025 (34 tỉnh, thành phố; không còn cấp huyện).',
    'Ngày: ngày/tháng/năm, ví dụ 01/09/2026. Dung lượng (MB) và lượt chấm phát âm: số nguyên, để trống là không giới hạn.',
    'Quản trị viên: email mới sẽ nhận thư để đặt mật khẩu; email đã có tài khoản thì tài khoản đó trở thành quản trị viên.',
    `Mỗi lần nhập tối đa ${MAX_SCHOOL_IMPORT_ROWS.toLocaleString('vi-VN')} trường. Mọi dòng phải đúng thì mới nhập: ứng dụng chỉ ra từng dòng có lỗi.`,
  ].forEach((line, i) => (help.getCell(i + 1, 1).value = line));
  return new Blob([await book.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
