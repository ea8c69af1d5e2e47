// The texts of every mail the server sends, in one place, and the links inside them.
import type { Mail } from './mailer.ts';

/** An address in the app (APP_URL may be configured with or without a trailing slash). */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/$/, '')}${path}`;
}

export function passwordResetMail(to: string, fullName: string, link: string): Mail {
  return {
    to,
    subject: 'Đặt lại mật khẩu Lớp học số',
    text: [
      `Xin chào ${fullName},`,
      '',
      'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở đường dẫn sau để đặt mật khẩu mới:',
      link,
      '',
      'Đường dẫn có hiệu lực trong 1 giờ và chỉ dùng được một lần.',
      'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.',
    ].join('\n'),
  };
}

export function invitationMail(to: string, schoolName: string | undefined, position: string, link: string): Mail {
  const school = schoolName ?? 'trường học';
  return {
    to,
    subject: `Lời mời tham gia ${school}`,
    text: [
      `Bạn được mời tham gia ${school} với chức vụ ${position}.`,
      '',
      'Mở đường dẫn sau để nhận lời mời (có hiệu lực 7 ngày):',
      link,
      '',
      'Nếu bạn không mong đợi thư này, hãy bỏ qua nó.',
    ].join('\n'),
  };
}

/** A school created an account for a teacher or student: the link sets its first password. */
export function newAccountMail(to: string, fullName: string, schoolName: string | undefined, link: string, validDays: number): Mail {
  const school = schoolName ?? 'trường học';
  return {
    to,
    subject: `Tài khoản Lớp học số của bạn tại ${school}`,
    text: [
      `Xin chào ${fullName},`,
      '',
      `${school} đã tạo cho bạn một tài khoản Lớp học số với địa chỉ email ${to}. Mở đường dẫn sau để đặt mật khẩu và bắt đầu sử dụng:`,
      link,
      '',
      `Đường dẫn có hiệu lực trong ${validDays} ngày và chỉ dùng được một lần. Khi hết hạn, hãy dùng chức năng "Quên mật khẩu" ở trang đăng nhập.`,
      'Nếu bạn không mong đợi thư này, hãy bỏ qua nó.',
    ].join('\n'),
  };
}
