// The system's SMTP accounts and mail texts as the system administrator writes them (spec §7 email_accounts,
// email_actions): one schema each for the server's check and the form's, so each rule and its message live only here.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN } from '../constants.ts';
import { EMAIL_BODY_MAX, EMAIL_SUBJECT_MAX, unknownPlaceholderMessage, unknownPlaceholders, type EmailActionKey } from '../email-actions.ts';
import { id } from './id.ts';

export const EMAIL_MSG = {
  accountNameRequired: 'Vui lòng nhập tên tài khoản',
  accountNameTooLong: 'Tên tài khoản tối đa 100 ký tự',
  hostRequired: 'Vui lòng nhập máy chủ SMTP',
  hostInvalid: 'Máy chủ SMTP là một tên miền hoặc địa chỉ IP, không có khoảng trắng',
  portInvalid: 'Cổng là một số từ 1 đến 65535',
  securityInvalid: 'Chọn kiểu bảo mật của kết nối',
  usernameTooLong: 'Tên đăng nhập tối đa 254 ký tự',
  passwordTooLong: 'Mật khẩu tối đa 500 ký tự',
  fromNameRequired: 'Vui lòng nhập tên người gửi',
  fromNameTooLong: 'Tên người gửi tối đa 100 ký tự',
  defaultMustBeActive: 'Tài khoản mặc định phải đang hoạt động',
  testToRequired: 'Nhập địa chỉ email sẽ nhận thư thử',
  subjectRequired: 'Vui lòng nhập tiêu đề thư',
  subjectTooLong: `Tiêu đề thư tối đa ${EMAIL_SUBJECT_MAX} ký tự`,
  subjectOneLine: 'Tiêu đề thư chỉ có một dòng',
  bodyRequired: 'Vui lòng nhập nội dung thư',
  bodyTooLong: `Nội dung thư tối đa ${EMAIL_BODY_MAX.toLocaleString('vi-VN')} ký tự`,
  accountInvalid: 'Tài khoản email đã chọn không còn',
} as const;

export const EMAIL_SECURITY = ['none', 'starttls', 'tls'] as const;
export type EmailSecurity = (typeof EMAIL_SECURITY)[number];
export const EMAIL_SECURITY_LABELS: Record<EmailSecurity, string> = {
  none: 'Không mã hoá',
  starttls: 'STARTTLS',
  tls: 'TLS/SSL',
};

const text = (required: string, max: number, tooLong: string) =>
  v.optional(v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(max, tooLong)), '');

const emailAddress = (required: string) =>
  v.optional(v.pipe(v.string(required), v.trim(), v.nonEmpty(required), v.maxLength(254, MSG.emailInvalid), v.regex(EMAIL_PATTERN, MSG.emailInvalid)), '');

const accountEntries = {
  name: text(EMAIL_MSG.accountNameRequired, 100, EMAIL_MSG.accountNameTooLong),
  host: v.optional(
    v.pipe(
      v.string(EMAIL_MSG.hostRequired),
      v.trim(),
      v.nonEmpty(EMAIL_MSG.hostRequired),
      v.maxLength(253, EMAIL_MSG.hostInvalid),
      v.regex(/^[^\s/:@]+$|^\[[0-9a-fA-F:.]+\]$/, EMAIL_MSG.hostInvalid),
    ),
    '',
  ),
  port: v.pipe(
    v.number(EMAIL_MSG.portInvalid),
    v.integer(EMAIL_MSG.portInvalid),
    v.minValue(1, EMAIL_MSG.portInvalid),
    v.maxValue(65535, EMAIL_MSG.portInvalid),
  ),
  security: v.picklist(EMAIL_SECURITY, EMAIL_MSG.securityInvalid),
  username: v.optional(v.pipe(v.string(EMAIL_MSG.usernameTooLong), v.trim(), v.maxLength(254, EMAIL_MSG.usernameTooLong)), ''),
  /** '' keeps the stored password (editing) or means none (a new account); never trimmed. */
  password: v.optional(v.pipe(v.string(EMAIL_MSG.passwordTooLong), v.maxLength(500, EMAIL_MSG.passwordTooLong)), ''),
  fromName: text(EMAIL_MSG.fromNameRequired, 100, EMAIL_MSG.fromNameTooLong),
  fromAddress: emailAddress(MSG.emailRequired),
};

export const emailAccountSchema = v.pipe(
  v.object({ ...accountEntries, isActive: v.optional(v.boolean(), true), isDefault: v.optional(v.boolean(), false) }),
  v.forward(
    v.check((a) => !a.isDefault || a.isActive, EMAIL_MSG.defaultMustBeActive),
    ['isDefault'],
  ),
);
export type EmailAccountInput = v.InferInput<typeof emailAccountSchema>;
export type EmailAccountOutput = v.InferOutput<typeof emailAccountSchema>;

/** "Gửi thư thử" with the form's settings as typed; `id`: a saved account whose stored password fills an empty one. */
export const emailTestSchema = v.object({
  ...accountEntries,
  id: v.optional(v.nullable(id()), null),
  to: emailAddress(EMAIL_MSG.testToRequired),
});
export type EmailTestOutput = v.InferOutput<typeof emailTestSchema>;

/** An action's subject and body may use only its own placeholders (the message names the others). */
const template = (key: EmailActionKey, required: string, max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.string(required), ''),
    v.nonEmpty(required),
    v.maxLength(max, tooLong),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const unknown = unknownPlaceholders(key, dataset.value);
      if (unknown.length) addIssue({ message: unknownPlaceholderMessage(unknown) });
    }),
  );

export const emailActionSchema = (key: EmailActionKey) =>
  v.object({
    subject: v.pipe(
      template(key, EMAIL_MSG.subjectRequired, EMAIL_SUBJECT_MAX, EMAIL_MSG.subjectTooLong),
      v.check((s) => !/[\r\n]/.test(s), EMAIL_MSG.subjectOneLine),
      v.trim(),
      v.nonEmpty(EMAIL_MSG.subjectRequired),
    ),
    body: template(key, EMAIL_MSG.bodyRequired, EMAIL_BODY_MAX, EMAIL_MSG.bodyTooLong),
    isEnabled: v.optional(v.boolean(), true),
    accountId: v.optional(v.nullable(id(EMAIL_MSG.accountInvalid)), null),
  });
export type EmailActionInput = v.InferInput<ReturnType<typeof emailActionSchema>>;
export type EmailActionOutput = v.InferOutput<ReturnType<typeof emailActionSchema>>;
