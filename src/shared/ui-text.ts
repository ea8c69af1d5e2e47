// The texts every screen shares (loading, empty, error, offline, saved/queued/sent, confirmations), worded once. The
// spec §8 messages the server also sends stay in messages.ts; a feature's own labels stay with the feature.
export const TEXT = {
  loading: 'Đang tải...',
  retry: 'Thử lại',
  home: 'Về trang chủ',
  cancel: 'Huỷ',
  save: 'Lưu',
  confirm: 'Xác nhận',
  delete: 'Xoá',
  /** A request that could not reach the server (no network, timeout). */
  noNetwork: 'Không có kết nối mạng. Vui lòng kiểm tra kết nối và thử lại.',
  /** A screen with nothing cached that could not load. */
  loadFailed: 'Không tải được dữ liệu. Hãy kết nối mạng và thử lại.',
  /** A searched or filtered list that found nothing. */
  noMatch: 'Không tìm thấy kết quả phù hợp',
  offline: 'Đang ngoại tuyến',
  offlineExplained: 'Không có kết nối mạng. Dữ liệu đã tải vẫn dùng được, bài làm được lưu trên máy và gửi khi có mạng.',
  /** {} = 'HH:mm' (or 'HH:mm dd/MM/yyyy' for another day). */
  dataFrom: 'dữ liệu lúc {}',
  savedOnDevice: 'Đã lưu trên thiết bị',
  queued: 'Sẽ tự gửi khi có mạng',
  sent: 'Đã gửi',
  /** A date-time field holding something that is not a real dd/MM/yyyy day and HH:mm time. */
  dateTimeInvalid: 'Ngày giờ không hợp lệ: nhập ngày dạng dd/mm/yyyy và giờ dạng HH:mm (24 giờ)',
  /** A school whose licence has run out, marked wherever it is listed. */
  schoolExpiredBadge: 'Hết hạn',
} as const;

/** Fills each `{}` of a text in order from params; placeholders without a value are removed. */
export function fillPlaceholders(content: string, params: unknown[] = []): string {
  let i = 0;
  return content.replace(/\{\}/g, () => {
    const v = params[i++];
    return v === undefined || v === null ? '' : String(v);
  });
}
