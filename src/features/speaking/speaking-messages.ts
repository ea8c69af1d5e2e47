// Vietnamese texts of the pronunciation practice screens (issue 4): microphone problems, saving, scoring, model
// download and history; loading a recording to play it.
export const SPEAKING_MSG = {
  micUnsupported:
    'Trình duyệt này không hỗ trợ ghi âm. Hãy mở ứng dụng bằng Chrome, Edge hoặc Safari mới và truy cập qua https.',
  micMissing: 'Không tìm thấy micrô. Hãy cắm micrô hoặc tai nghe có micrô rồi thử lại.',
  micDenied:
    'Bạn chưa cho phép dùng micrô. Hãy bấm biểu tượng ổ khoá cạnh thanh địa chỉ, chọn "Cho phép" micrô rồi thử lại.',
  micBusy: 'Micrô đang được ứng dụng khác sử dụng. Hãy đóng ứng dụng đó rồi thử lại.',
  micFailed: 'Không mở được micrô. Hãy thử lại.',
  recordingTooShort: 'Bản ghi âm quá ngắn. Hãy bấm ghi âm, đọc to rồi bấm dừng.',
  decodeFailed: 'Không đọc được bản ghi âm. Hãy ghi âm lại.',
  saved: 'Đã lưu bản ghi âm trên thiết bị.',
  savedOffline: 'Đã lưu bản ghi âm trên thiết bị. Bài sẽ được gửi lên máy chủ để chấm khi có mạng.',
  uploading: 'Đang gửi bản ghi âm lên máy chủ để chấm điểm…',
  scoringOnDevice: 'Đang chấm điểm trên thiết bị…',
  provisional: 'Điểm tạm tính',
  provisionalNote: 'Chấm trên thiết bị khi chưa có mạng. Điểm chính thức sẽ có khi bài được gửi lên máy chủ.',
  serverScored: 'Điểm chính thức',
  refusedKept: 'Bản ghi âm vẫn được lưu trên thiết bị.',
  modelDownloading: 'Đang tải bộ chấm phát âm để dùng khi không có mạng',
  modelReady: 'Bộ chấm phát âm đã sẵn sàng, dùng được cả khi không có mạng.',
  modelOfflineMissing: 'Chưa tải bộ chấm phát âm về thiết bị. Hãy mở trang này khi có mạng một lần để tải về.',
  modelStorageFull:
    'Bộ nhớ của thiết bị không đủ để tải bộ chấm phát âm (khoảng 10 MB). Điểm sẽ có khi bài được gửi lên máy chủ.',
  modelFailed: 'Không tải được bộ chấm phát âm. Điểm sẽ có khi bài được gửi lên máy chủ.',
  engineUnsupported: 'Trình duyệt này không chấm được trên thiết bị. Điểm sẽ có khi bài được gửi lên máy chủ.',
  engineFailed: 'Không chấm được trên thiết bị. Điểm sẽ có khi bài được gửi lên máy chủ.',
  noContent: 'Trường chưa có nội dung tiếng Anh để luyện phát âm.',
  contentOffline: 'Không có mạng và thiết bị chưa lưu nội dung luyện phát âm. Hãy mở trang này khi có mạng.',
  noSpeechSynthesis: 'Trình duyệt này không đọc được câu mẫu.',
  freeSpeakingLabel: 'Nói tự do',
  freeSpeakingIntro: 'Nói tự do bằng tiếng Anh về một chủ đề bạn thích. Bài nói được chấm trên máy chủ (cần có mạng để chấm).',
  freeSpeakingOffline: 'Đã lưu bài nói trên thiết bị. Bài sẽ được chấm khi có mạng.',
  deleted: 'Đã xoá kết quả luyện phát âm',
  deleteConfirm: 'Bạn có chắc muốn xoá kết quả luyện phát âm này?',
  emptyHistory: 'Chưa có kết quả luyện phát âm nào.',
  audioUnavailable: 'Không phát được bản ghi âm này.',
} as const;
