// The default texts of every mail the server sends (an action's own text, when the system administrator wrote one,
// replaces them when the mail is sent: mail/action-transport.ts), and the links inside them. A mail carries its
// action and placeholder values, so whichever text applies is filled in the same way.
import { EMAIL_ACTIONS, fillEmailTemplate, type EmailActionKey } from '../../../src/shared/email-actions.ts';
import type { Mail } from './mailer.ts';

/** An address in the app (APP_URL may be configured with or without a trailing slash). */
export function appLink(appUrl: string, path: string): string {
  return `${appUrl.replace(/\/$/, '')}${path}`;
}

export interface EmailText {
  subject: string;
  body: string;
}

const lines = (...text: string[]) => text.join('\n');

export const DEFAULT_EMAIL_TEXTS: Record<EmailActionKey, EmailText> = {
  invitation: {
    subject: 'Lời mời tham gia {{truong}}',
    body: lines(
      'Bạn được mời tham gia {{truong}} với chức vụ {{chuc_vu}}.',
      '',
      'Mở đường dẫn sau để nhận lời mời (có hiệu lực {{so_ngay}} ngày):',
      '{{duong_dan}}',
      '',
      'Nếu bạn không mong đợi thư này, hãy bỏ qua nó.',
    ),
  },
  password_reset: {
    subject: 'Đặt lại mật khẩu Lớp học số',
    body: lines(
      'Xin chào {{ten}},',
      '',
      'Chúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở đường dẫn sau để đặt mật khẩu mới:',
      '{{duong_dan}}',
      '',
      'Đường dẫn có hiệu lực trong 1 giờ và chỉ dùng được một lần.',
      'Nếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.',
    ),
  },
  new_account: {
    subject: 'Tài khoản Lớp học số của bạn tại {{truong}}',
    body: lines(
      'Xin chào {{ten}},',
      '',
      '{{truong}} đã tạo cho bạn một tài khoản Lớp học số với địa chỉ email {{email}}. Mở đường dẫn sau để đặt mật khẩu và bắt đầu sử dụng:',
      '{{duong_dan}}',
      '',
      'Đường dẫn có hiệu lực trong {{so_ngay}} ngày và chỉ dùng được một lần. Khi hết hạn, hãy dùng chức năng "Quên mật khẩu" ở trang đăng nhập.',
      'Nếu bạn không mong đợi thư này, hãy bỏ qua nó.',
    ),
  },
  join_request_answered: {
    subject: 'Yêu cầu tham gia {{truong}} {{ket_qua}}',
    body: lines('Xin chào {{ten}},', '', 'Yêu cầu tham gia {{truong}} của bạn {{ket_qua}}.', '{{ly_do}}', '', 'Đăng nhập Lớp học số tại: {{duong_dan}}'),
  },
  contract_expiring: {
    subject: 'Hợp đồng của {{truong}} hết hạn vào {{ngay_het_han}}',
    body: lines(
      'Xin chào {{ten}},',
      '',
      'Hợp đồng sử dụng Lớp học số của {{truong}} (mã {{ma_truong}}) hết hạn vào ngày {{ngay_het_han}}, còn {{so_ngay}} ngày.',
      'Sau ngày này, giáo viên và học sinh của trường không vào được trường trên Lớp học số nữa. Hãy liên hệ với chúng tôi để gia hạn hợp đồng.',
      '',
      'Thư này được gửi tới các quản trị viên của trường.',
    ),
  },
};

/** A mail of an action, filled with its default text; the values travel with it for an edited text. */
export function actionMail(key: EmailActionKey, to: string, values: Record<string, string>, text: EmailText = DEFAULT_EMAIL_TEXTS[key]): Mail {
  // Only the action's own placeholders: a value under another name is never part of the mail.
  const known = Object.fromEntries(EMAIL_ACTIONS[key].placeholders.map((p) => [p.name, values[p.name] ?? '']));
  return { to, subject: fillEmailTemplate(text.subject, known), text: fillEmailTemplate(text.body, known), action: { key, values: known } };
}

export function passwordResetMail(to: string, fullName: string, link: string): Mail {
  return actionMail('password_reset', to, { ten: fullName, email: to, duong_dan: link });
}

export function invitationMail(to: string, schoolName: string | undefined, position: string, link: string): Mail {
  return actionMail('invitation', to, { email: to, truong: schoolName ?? 'trường học', chuc_vu: position, duong_dan: link, so_ngay: '7' });
}

/** A school created an account for a teacher or student: the link sets its first password. */
export function newAccountMail(to: string, fullName: string, schoolName: string | undefined, link: string, validDays: number): Mail {
  return actionMail('new_account', to, { ten: fullName, email: to, truong: schoolName ?? 'trường học', duong_dan: link, so_ngay: String(validDays) });
}

/** A school answered someone's request to join it. */
export function joinRequestAnsweredMail(
  to: string,
  fullName: string,
  schoolName: string,
  answer: { approved: true } | { approved: false; reason: string },
  appUrl: string,
): Mail {
  return actionMail('join_request_answered', to, {
    ten: fullName,
    truong: schoolName,
    ket_qua: answer.approved ? 'được chấp nhận' : 'bị từ chối',
    ly_do: answer.approved ? '' : `Lý do: ${answer.reason}`,
    duong_dan: appLink(appUrl, '/'),
  });
}

/** A school's contract ends soon: to each of its administrators. `endsOn` as dd/MM/yyyy. */
export function contractExpiringMail(to: string, fullName: string, school: { name: string; code: string }, endsOn: string, daysLeft: number): Mail {
  return actionMail('contract_expiring', to, { ten: fullName, truong: school.name, ma_truong: school.code, ngay_het_han: endsOn, so_ngay: String(daysLeft) });
}
