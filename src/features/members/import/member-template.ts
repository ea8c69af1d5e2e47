// The import template (spec §9: templates as xlsx): a sheet with the columns and one example row, its text columns
// stored as text (a phone keeps its leading 0), and a sheet of instructions. ExcelJS loads only when it is asked for.
import ExcelJS from 'exceljs';
import type { MemberKind } from '@/shared/member.ts';
import { XLSX_TYPE } from '@/shared/constants.ts';
import { MAX_MEMBER_IMPORT_ROWS } from '@/shared/schemas/member-import.ts';
import { COLUMNS } from './member-sheet.ts';

const EXAMPLE: Record<MemberKind, string[]> = {
  student: ['Nguyễn Văn', 'An', 'an.nguyen@truong.edu.vn', '0912345678', 'Nam', '15/08/2013', 'Lớp 7A1'],
  teacher: ['Trần Thị', 'Bình', 'binh.tran@truong.edu.vn', '0987654321', 'Nữ', '02/09/1988', 'Giáo viên'],
};

export async function memberTemplate(kind: MemberKind): Promise<Blob> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(kind === 'student' ? 'Học sinh' : 'Giáo viên');
  sheet.columns = COLUMNS[kind].map((c) => ({ header: c.title, key: c.key, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(EXAMPLE[kind]);
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  const help = book.addWorksheet('Hướng dẫn');
  help.getColumn(1).width = 110;
  [
    'Mỗi dòng từ dòng 2 là một người. Xoá dòng ví dụ trước khi nhập.',
    'Bắt buộc: Họ và tên đệm, Tên, Email. Có thể dùng một cột "Họ và tên": chữ cuối là tên.',
    'Giới tính: Nam, Nữ hoặc Khác. Ngày sinh: ngày/tháng/năm, ví dụ 15/08/2013.',
    kind === 'student'
      ? 'Lớp: tên một lớp đã có trong trường (không phân biệt dấu và chữ hoa), có thể để trống.'
      : 'Chức vụ: Giáo viên, Hiệu trưởng hoặc Quản trị viên; để trống là Giáo viên.',
    'Email đã có tài khoản thì người đó được thêm vào trường với tài khoản sẵn có; email mới sẽ nhận thư để đặt mật khẩu.',
    `Mỗi lần nhập tối đa ${MAX_MEMBER_IMPORT_ROWS.toLocaleString('vi-VN')} người. Mọi dòng phải đúng thì mới nhập: ứng dụng chỉ ra từng dòng có lỗi.`,
  ].forEach((line, i) => (help.getCell(i + 1, 1).value = line));
  return new Blob([await book.xlsx.writeBuffer()], { type: XLSX_TYPE });
}
