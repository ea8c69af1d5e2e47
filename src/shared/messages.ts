// Every Vietnamese message that both the app and the server show or send (spec §5, §8). One home for each text.
export const MSG = {
  // §8 generic handler
  generic: 'Có lỗi xảy ra vui lòng thử lại sau',
  forbidden: 'Bạn không có quyền thực hiện chức năng này!',
  schoolExpired: 'Trường học đã hết hạn!',
  schoolNotFound: 'Trường học không tồn tại hoặc đã hết hạn',
  notFound: 'Không tìm thấy dữ liệu',
  unauthenticated: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
  invalidInput: 'Dữ liệu không hợp lệ',
  conflictInProgress: 'Yêu cầu đang được xử lý, vui lòng thử lại sau giây lát',
  idempotencyMismatch: 'Khoá yêu cầu đã được dùng cho một nội dung khác',
  // §8 success notices
  joinSchoolSent: 'Đã gửi yêu cầu tham gia trường thành công',
  passwordChanged: 'Đổi mật khẩu thành công',
  created: 'Thêm mới thành công',
  updated: 'Cập nhật thành công',
  // §5 join school
  schoolCodeRequired: 'Vui lòng nhập mã trường học',
  roleTypeRequired: 'Vui lòng chọn chức vụ',
  alreadyMember: 'Bạn đã là thành viên của trường học này',
  alreadyRequested: 'Bạn đã gửi yêu cầu tham gia trường này, vui lòng chờ phê duyệt',
  // join requests and invitations (school side)
  reasonRequired: 'Vui lòng nhập lý do',
  requestHandled: 'Yêu cầu này đã được xử lý',
  roleInvalid: 'Vai trò không hợp lệ',
  adminOnly: 'Chỉ quản trị viên của trường mới được cấp quyền quản trị',
  memberEmailExists: 'Người dùng với email này đã là thành viên của trường',
  invitationWrongAccount: 'Lời mời này được gửi tới một email khác, vui lòng đăng nhập đúng tài khoản',
  // §5 change password. The spec's pattern says 6+ and its message 8+; we chose 8 (README: "Mật khẩu").
  oldPasswordRequired: 'Vui lòng nhập mật khẩu cũ',
  passwordRequired: 'Vui lòng nhập mật khẩu',
  passwordRule: 'Mật khẩu ít nhất 8 kí tự',
  passwordCharset: 'Mật khẩu chỉ gồm chữ cái, chữ số và các kí tự @$!%*#?&',
  passwordMismatch: 'Mât khẩu không khớp',
  oldPasswordWrong: 'Mật khẩu cũ không đúng',
  // §5 shared validators
  phoneInvalid: 'Nhập đúng định dạng số điện thoại',
  emailInvalid: 'Nhập đúng định dạng email!',
  // accounts
  emailRequired: 'Vui lòng nhập email',
  firstNameRequired: 'Vui lòng nhập tên',
  lastNameRequired: 'Vui lòng nhập họ',
  loginFailed: 'Email hoặc mật khẩu không đúng',
  accountInactive: 'Tài khoản đã bị khoá, vui lòng liên hệ quản trị viên',
  tooManyAttempts: 'Bạn đã nhập sai mật khẩu quá nhiều lần, vui lòng thử lại sau một giờ',
  emailTaken: 'Email này đã được đăng ký',
  resetLinkInvalid: 'Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã hết hạn',
  resetMailSent: 'Nếu email tồn tại trong hệ thống, chúng tôi đã gửi hướng dẫn đặt lại mật khẩu',
  invitationInvalid: 'Lời mời không hợp lệ hoặc đã được sử dụng',
  passwordTooLong: 'Mật khẩu không được quá 128 kí tự',
  nameTooLong: 'Họ và tên không được quá 100 kí tự',
  genderInvalid: 'Giới tính không hợp lệ',
  birthdayInvalid: 'Ngày sinh không hợp lệ',
  // exams (spec §4, §5, §8)
  examCommentPending: 'Giao viên sẽ cập nhập lời phê sau khi chấm bài',
  examTimeOver: 'Đã hết thời gian làm bài, chỉ có thể nộp bài',
  examAlreadySubmitted: 'Bài làm đã được nộp',
  examNotSubmitted: 'Bài làm chưa được nộp',
  examAnswerTypeMismatch: 'Câu trả lời không đúng dạng câu hỏi',
  examQuestionNotInExam: 'Câu hỏi không thuộc đề thi này',
  examAnswerTooLong: 'Câu trả lời quá dài',
  examPointInvalid: 'Điểm không hợp lệ',
  examPointTooHigh: 'Điểm vượt quá điểm tối đa của câu hỏi',
  examCommentTooLong: 'Lời phê không được quá 2000 kí tự',
  idempotencyKeyRequired: 'Thiếu khoá yêu cầu (Idempotency-Key)',
} as const;

export type MessageKey = keyof typeof MSG;
