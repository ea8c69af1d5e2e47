// The mails the system sends (spec §7 email_actions, selections email_keys): each action's name, the placeholders its
// subject and body may use (with the sample values the editor's preview shows), and the one way they are filled in,
// shared by the server (sending, refusing unknown placeholders) and the editor (preview, the same refusal as typed).
import type { EmailSecurity } from './schemas/email.ts';

export const EMAIL_ACTION_KEYS = ['invitation', 'password_reset', 'new_account', 'join_request_answered', 'contract_expiring'] as const;
export type EmailActionKey = (typeof EMAIL_ACTION_KEYS)[number];

export interface EmailPlaceholder {
  name: string;
  /** What it stands for, shown beside the editor. */
  label: string;
  sample: string;
}

export interface EmailActionDef {
  key: EmailActionKey;
  name: string;
  /** When the system sends it. */
  description: string;
  placeholders: EmailPlaceholder[];
}

const p = (name: string, label: string, sample: string): EmailPlaceholder => ({ name, label, sample });
const TEN = p('ten', 'Họ và tên người nhận', 'Phạm Thị Lan');
const EMAIL = p('email', 'Email người nhận', 'gv.lan@nguyendu.edu.vn');
const TRUONG = p('truong', 'Tên trường', 'THCS Nguyễn Du');

export const EMAIL_ACTIONS: Record<EmailActionKey, EmailActionDef> = {
  invitation: {
    key: 'invitation',
    name: 'Lời mời tham gia trường',
    description: 'Gửi khi trường mời một người tham gia (và khi gửi lại lời mời).',
    placeholders: [
      EMAIL,
      TRUONG,
      p('chuc_vu', 'Chức vụ được mời', 'giáo viên'),
      p('duong_dan', 'Đường dẫn nhận lời mời', 'https://lophocso.vn/accept-invitation-join-school?code=…'),
      p('so_ngay', 'Số ngày lời mời còn hiệu lực', '7'),
    ],
  },
  password_reset: {
    key: 'password_reset',
    name: 'Đặt lại mật khẩu',
    description: 'Gửi khi người dùng chọn "Quên mật khẩu" ở trang đăng nhập.',
    placeholders: [TEN, EMAIL, p('duong_dan', 'Đường dẫn đặt mật khẩu mới', 'https://lophocso.vn/new-password?token=…')],
  },
  new_account: {
    key: 'new_account',
    name: 'Đặt mật khẩu cho tài khoản mới',
    description: 'Gửi khi trường (hoặc quản trị hệ thống) tạo tài khoản cho giáo viên, học sinh hay quản trị trường.',
    placeholders: [
      TEN,
      EMAIL,
      TRUONG,
      p('duong_dan', 'Đường dẫn đặt mật khẩu', 'https://lophocso.vn/new-password?token=…'),
      p('so_ngay', 'Số ngày đường dẫn còn hiệu lực', '7'),
    ],
  },
  join_request_answered: {
    key: 'join_request_answered',
    name: 'Trả lời yêu cầu tham gia trường',
    description: 'Gửi khi trường chấp nhận hoặc từ chối yêu cầu tham gia của một người.',
    placeholders: [
      TEN,
      TRUONG,
      p('ket_qua', 'Kết quả (được chấp nhận / bị từ chối)', 'được chấp nhận'),
      p('ly_do', 'Lý do từ chối (trống khi chấp nhận)', ''),
      p('duong_dan', 'Đường dẫn vào Lớp học số', 'https://lophocso.vn/'),
    ],
  },
  contract_expiring: {
    key: 'contract_expiring',
    name: 'Hợp đồng sắp hết hạn',
    description: 'Gửi mỗi ngày một lần cho quản trị viên của trường có hợp đồng hết hạn trong 30 ngày tới (mỗi ngày hết hạn một lần).',
    placeholders: [
      TEN,
      TRUONG,
      p('ma_truong', 'Mã trường', 'NGUYENDU'),
      p('ngay_het_han', 'Ngày hết hạn (dd/MM/yyyy)', '30/06/2026'),
      p('so_ngay', 'Số ngày còn lại', '30'),
    ],
  },
};

export const isEmailActionKey = (key: string): key is EmailActionKey => (EMAIL_ACTION_KEYS as readonly string[]).includes(key);

/** {{ten}}, also written {{ ten }}. */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** Placeholders a text uses that its action does not offer, each once, in order of appearance. */
export function unknownPlaceholders(key: EmailActionKey, text: string): string[] {
  const known = new Set(EMAIL_ACTIONS[key].placeholders.map((x) => x.name));
  const unknown: string[] = [];
  for (const [, name] of text.matchAll(PLACEHOLDER)) if (!known.has(name!) && !unknown.includes(name!)) unknown.push(name!);
  return unknown;
}

/** The text with each placeholder replaced by its value (a placeholder without one becomes empty). */
export function fillEmailTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

/** The editor's preview values of an action. */
export const sampleValues = (key: EmailActionKey): Record<string, string> => Object.fromEntries(EMAIL_ACTIONS[key].placeholders.map((x) => [x.name, x.sample]));

/** The refusal naming the unknown placeholders (the server's and the editor's). */
export const unknownPlaceholderMessage = (names: string[]) =>
  `Không có biến ${names.map((n) => `{{${n}}}`).join(', ')} trong thư này. Chỉ dùng các biến được liệt kê bên cạnh.`;

export const EMAIL_SUBJECT_MAX = 200;
export const EMAIL_BODY_MAX = 10_000;

/** An SMTP account as the screens read it (GET email_accounts): whether a password is saved, never the password. */
export interface EmailAccount {
  id: number;
  name: string;
  host: string;
  port: number;
  security: EmailSecurity;
  username: string;
  /** Whether a password is saved ("đã lưu"); the password itself never leaves the server. */
  hasPassword: boolean;
  fromName: string;
  fromAddress: string;
  isActive: boolean;
  isDefault: boolean;
  /** How many mails (actions) name this account. */
  actionCount: number;
  updatedAt: string;
}

/** A mail the system sends, as the screens read it (GET email_actions): its current text, on/off and account. */
export interface EmailAction {
  key: EmailActionKey;
  name: string;
  description: string;
  subject: string;
  body: string;
  isEnabled: boolean;
  /** null: the default account. */
  accountId: number | null;
  accountName: string | null;
  /** The text was changed from the default. */
  isCustom: boolean;
  defaults: { subject: string; body: string };
  updatedAt: string | null;
}
