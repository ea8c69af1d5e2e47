// Vietnamese texts of the teacher's exam screens that only the app shows (server messages live in shared/messages).
import { formatNumber } from '@/lib/format.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';

export const GRADING_MSG = {
  pointsRequired: 'Vui lòng nhập điểm cho câu này',
  pointsNotNumber: 'Điểm phải là một số, ví dụ 1,5',
  pointsRange: (max: number) => `Điểm phải từ 0 đến ${formatNumber(max)}`,
  nothingToSave: 'Chưa nhập điểm cho câu tự luận hoặc câu nói nào',
  queuedOffline: OFFLINE_MSG.queuedOffline,
  sending: 'Đang gửi điểm...',
  delivered: 'Đã lưu điểm',
  late: 'Nộp muộn',
  lateHint: 'Bài được gửi lên sau hạn nộp vì thiết bị mất mạng',
  noAnswer: 'Học sinh chưa trả lời câu này',
  noGradable: 'Chưa có bài nộp nào để chấm',
  allGraded: 'Không còn bài nào cần chấm.',
  loadFailed: 'Không tải được dữ liệu',
  recordingLabel: 'Bản ghi âm của học sinh',
  lateCopiesTitle: 'Bản sao từ thiết bị khác',
  lateCopiesHint:
    'Học sinh đã chuyển bài sang thiết bị khác trong khi làm; thiết bị cũ vẫn gửi các câu trả lời dưới đây. Chúng không được tính vào bài, chỉ để thầy cô xem.',
  lateCopyHeading: (at: string, submit: boolean) => `Gửi lúc ${at}${submit ? ' · kèm yêu cầu nộp bài' : ''}`,
  lateCopyEmpty: 'Không có câu trả lời nào',
  scheduleSaved: 'Đã lưu thời gian làm bài và cách công bố kết quả',
  release: 'Công bố kết quả',
  releaseConfirm: 'Học sinh đã nộp bài sẽ xem được điểm, lời phê và đáp án, và nhận được thông báo. Sau khi công bố không thể thu hồi.',
  released: 'Đã công bố kết quả cho nhóm',
  releaseByAuthor: 'Cách công bố kết quả do tác giả đề thi chọn.',
  recordingNotUploaded: 'Bản ghi âm chưa được gửi lên máy chủ: thiết bị của học sinh sẽ gửi khi có mạng.',
} as const;
