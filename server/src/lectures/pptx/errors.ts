// The one error a PowerPoint conversion throws: a reason the caller can branch on, a message a teacher can read, and
// the tool's own output kept apart for the log.

export type PptxFailure = 'missing' | 'timeout' | 'failed' | 'invalid';

const MESSAGES: Record<PptxFailure, string> = {
  missing: 'Máy chủ chưa cài LibreOffice và poppler-utils nên chưa nhập được bài trình chiếu PowerPoint.',
  timeout: 'Chuyển đổi bài trình chiếu mất quá nhiều thời gian nên đã dừng. Hãy thử lại với tệp nhỏ hơn.',
  failed: 'Không chuyển đổi được bài trình chiếu này. Hãy mở tệp bằng PowerPoint, lưu lại rồi thử lại.',
  invalid: 'Tệp không phải bài trình chiếu PowerPoint (.pptx) hợp lệ.',
};

export class PptxConvertError extends Error {
  readonly reason: PptxFailure;
  /** What the tool or parser said, for the server log; never shown to users. */
  readonly detail: string | undefined;

  constructor(reason: PptxFailure, detail?: string) {
    super(MESSAGES[reason]);
    this.name = 'PptxConvertError';
    this.reason = reason;
    this.detail = detail;
  }
}
