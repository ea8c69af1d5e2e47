// Vietnamese texts the offline layer shows or stores for the UI (storage full, sync status labels and errors).
export const OFFLINE_MSG = {
  storageFull: 'Bộ nhớ của thiết bị đã đầy. Hãy xoá bớt dữ liệu hoặc giải phóng dung lượng để tiếp tục lưu bài.',
  network: 'Không có kết nối mạng, sẽ tự gửi lại khi có mạng',
  unauthenticated: 'Phiên đăng nhập đã hết hạn, hãy đăng nhập lại để gửi bài',
  serverBusy: 'Máy chủ đang bận, sẽ tự gửi lại sau',
  generic: 'Có lỗi xảy ra vui lòng thử lại sau',
  attemptNotFound: 'Không tìm thấy bài làm trên thiết bị này',
  attemptClosed: 'Bài làm đã được nộp, không thể sửa câu trả lời',
  answersLabel: (title: string) => `Lưu câu trả lời: ${title}`,
  submissionLabel: (title: string) => `Nộp bài: ${title}`,
  gradeLabel: (student: string) => `Chấm bài: ${student}`,
  announcementLabel: (group: string) => `Thông báo cho ${group}`,
  /** Said when a write was saved on the device while offline. */
  queuedOffline: 'Đã lưu trên máy, sẽ gửi khi có mạng',
  recordingLabel: (sentence: string) => `Bài luyện phát âm: ${sentence.length > 40 ? `${sentence.slice(0, 40)}…` : sentence}`,
  recordingMissing: 'Không tìm thấy bản ghi âm trên thiết bị này',
  // The states of the sync list: every item ends in one a person can read and act on.
  stateWaiting: 'Đang chờ gửi',
  /** The header's sync button. */
  syncBadge: (count: number) => `${count} mục chờ đồng bộ`,
  stateSending: 'Đang gửi',
  stateNeedsSignIn: 'Chờ đăng nhập lại để gửi',
  stateRetryAt: (time: string, reason: string) => `Sẽ gửi lại lúc ${time} · ${reason}`,
  stateNeedsAttention: (reason: string | null) => `Cần xử lý: ${reason ?? 'máy chủ không nhận'}`,
  deleteTitle: 'Xoá khỏi hàng chờ gửi?',
  deleteAnswers: 'Các câu trả lời vẫn được giữ trên máy và được gửi cùng bài nộp.',
  deleteWithCopy: (label: string) => `"${label}" sẽ không được gửi lên máy chủ. Một bản sao được tải về máy của bạn trước khi xoá.`,
  // Downloads kept on the device (src/offline/downloads/): what a download's row says when it stopped.
  downloadNoSpace: 'Thiết bị không còn đủ dung lượng để tải về. Hãy xoá bớt nội dung đã tải hoặc giải phóng bộ nhớ rồi thử lại.',
  downloadWaitingNetwork: 'Mất kết nối mạng, sẽ tự tải tiếp khi có mạng',
  downloadServerBusy: 'Máy chủ đang bận, sẽ tự tải tiếp sau ít phút',
  downloadForbidden: 'Bạn không còn quyền tải nội dung này.',
  downloadMissing: 'Một tệp của nội dung này không còn trên máy chủ. Hãy tải lại nội dung.',
  downloadChanged: 'Tệp trên máy chủ đã thay đổi trong khi tải. Hãy tải lại nội dung.',
  downloadFailed: (status: number) => `Không tải được tệp (mã lỗi ${status}). Hãy thử lại sau.`,
  // What the download and keep buttons say when done.
  downloadRemoved: (title: string) => `Đã xoá bản tải của "${title}".`,
  downloadKept: (title: string) => `Đã tải về "${title}" để dùng khi không có mạng.`,
  experimentKeepFailed: 'Không tải về được thí nghiệm. Hãy kiểm tra kết nối mạng rồi thử lại.',
  /** A downloaded item the server no longer has (checkDownloadUpdates): the copy on the device still opens. */
  downloadGone: 'Nội dung không còn trên máy chủ. Bản đã tải vẫn mở được trên máy này.',
  /** For the UI: a downloaded item whose server copy changed since (status 'stale'). */
  downloadOutdated: 'Đã có phiên bản mới, hãy tải lại để cập nhật.',
} as const;
