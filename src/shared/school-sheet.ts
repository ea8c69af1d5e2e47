// The columns of a schools spreadsheet, one list for the import template, the app's reader and the server's export,
// so an exported file can be edited and imported again. Aliases are other titles a file may use, folded (no
// diacritics, lower case).
export type SchoolColumnKey =
  | 'name'
  | 'code'
  | 'province'
  | 'ward'
  | 'street'
  | 'phone'
  | 'email'
  | 'contract_start'
  | 'contract_end'
  | 'storage_limit_mb'
  | 'speaking_call_limit'
  | 'admin_last_name'
  | 'admin_first_name'
  | 'admin_email';

export const SCHOOL_COLUMNS: { key: SchoolColumnKey; title: string; aliases: string[]; width: number }[] = [
  { key: 'name', title: 'Tên trường', aliases: ['ten truong', 'truong'], width: 34 },
  { key: 'code', title: 'Mã trường', aliases: ['ma truong', 'ma'], width: 14 },
  { key: 'province', title: 'Tỉnh/Thành phố', aliases: ['tinh/thanh pho', 'tinh thanh pho', 'tinh', 'thanh pho', 'tinh/tp'], width: 20 },
  { key: 'ward', title: 'Phường/Xã', aliases: ['phuong/xa', 'phuong xa', 'xa/phuong', 'phuong', 'xa'], width: 22 },
  { key: 'street', title: 'Số nhà, đường', aliases: ['so nha, duong', 'so nha duong', 'dia chi', 'so nha'], width: 28 },
  { key: 'phone', title: 'Điện thoại', aliases: ['dien thoai', 'so dien thoai', 'sdt'], width: 14 },
  { key: 'email', title: 'Email trường', aliases: ['email truong'], width: 28 },
  { key: 'contract_start', title: 'Ngày bắt đầu hợp đồng', aliases: ['ngay bat dau', 'bat dau hop dong'], width: 14 },
  { key: 'contract_end', title: 'Ngày hết hạn hợp đồng', aliases: ['ngay het han', 'het han hop dong', 'ngay ket thuc hop dong'], width: 14 },
  { key: 'storage_limit_mb', title: 'Dung lượng lưu trữ (MB)', aliases: ['dung luong (mb)', 'dung luong', 'dung luong luu tru'], width: 14 },
  { key: 'speaking_call_limit', title: 'Lượt chấm phát âm', aliases: ['luot cham phat am', 'luot phat am'], width: 14 },
  { key: 'admin_last_name', title: 'Họ và tên đệm quản trị viên', aliases: ['ho quan tri vien', 'ho va ten dem qtv'], width: 22 },
  { key: 'admin_first_name', title: 'Tên quản trị viên', aliases: ['ten qtv'], width: 14 },
  { key: 'admin_email', title: 'Email quản trị viên', aliases: ['email qtv', 'email quan tri'], width: 30 },
];

/** Columns the export adds after the importable ones (an import ignores them). */
export const SCHOOL_EXPORT_EXTRA = [
  { title: 'Trạng thái', width: 16 },
  { title: 'Số thành viên', width: 12 },
];

export const schoolColumnTitle = (key: string): string => SCHOOL_COLUMNS.find((c) => c.key === key)?.title ?? key;
