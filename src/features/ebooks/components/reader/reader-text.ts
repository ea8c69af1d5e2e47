// The e-book reader's own words (the shared ones, such as "Thử lại", come from src/shared/ui-text.ts). `{}` marks
// are filled in order with fillPlaceholders.
export const READER_TEXT = {
  opening: 'Đang mở sách...',
  openFailed: 'Không mở được sách. Kiểm tra kết nối mạng rồi thử lại.',
  pageLoading: 'Đang tải trang...',
  pageFailed: 'Không tải được trang này. Kiểm tra kết nối mạng rồi thử lại.',
  /** {} = the page, {} = the page count. */
  pageOf: 'Trang {} trên {}',
  /** {} = the page. */
  page: 'Trang {}',
  pageInput: 'Số trang',
  prev: 'Trang trước',
  next: 'Trang sau',
  zoomOut: 'Thu nhỏ',
  zoomIn: 'Phóng to',
  fitWidth: 'Vừa chiều rộng',
  zoomLevel: 'Tỉ lệ hiển thị',
  thumbnails: 'Trang thu nhỏ',
  search: 'Tìm trong sách',
  close: 'Đóng sách',
  toolbar: 'Công cụ đọc sách',
  searchField: 'Từ cần tìm',
  searchSubmit: 'Tìm',
  searching: 'Đang tìm...',
  /** {} = the words searched for. */
  notFound: 'Không tìm thấy “{}” trong sách.',
  /** {} = how many pages, {} = the words searched for. */
  found: 'Có {} trang chứa “{}”.',
  searchFailed: 'Không tìm được. Kiểm tra kết nối mạng rồi thử lại.',
  searchHint: 'Nhập từ cần tìm rồi nhấn Tìm.',
  activities: 'Hoạt động',
  activitiesTitle: 'Hoạt động trong sách',
  /** {} = how many questions, {} = how many games. */
  activitiesCount: '{} câu hỏi, {} trò chơi. Chọn một hoạt động để mở trang của nó.',
  question: 'Câu hỏi',
  game: 'Trò chơi',
} as const;
