// One SMTP account (email_accounts) as a nodemailer transport, and what its server answered in words an administrator
// can act on: the test mail reports it, and a failed send logs it.
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { EmailSecurity } from '../../../src/shared/schemas/email.ts';

export interface SmtpSettings {
  host: string;
  port: number;
  security: EmailSecurity;
  username: string | null;
  password: string | null;
  fromName: string;
  fromAddress: string;
}

/** Seconds to connect, to get the greeting, and of silence mid-conversation. */
export interface SmtpTimeouts {
  connect: number;
  socket: number;
}

const JOB_TIMEOUTS: SmtpTimeouts = { connect: 30, socket: 120 };

/** The mail library loads with the first mail sent through an account: an idle instance does not carry it. */
export async function smtpTransport(s: SmtpSettings, timeouts: SmtpTimeouts = JOB_TIMEOUTS) {
  const { default: nodemailer } = await import('nodemailer');
  const options: SMTPTransport.Options = {
    host: s.host,
    port: s.port,
    // 'tls': TLS from the first byte (usually port 465); 'starttls': plain, then upgraded, refusing a server that
    // cannot; 'none': never upgraded (a relay on the local network).
    secure: s.security === 'tls',
    requireTLS: s.security === 'starttls',
    ignoreTLS: s.security === 'none',
    auth: s.username ? { user: s.username, pass: s.password ?? '' } : undefined,
    connectionTimeout: timeouts.connect * 1000,
    greetingTimeout: timeouts.connect * 1000,
    socketTimeout: timeouts.socket * 1000,
  };
  return nodemailer.createTransport(options);
}

export const fromHeader = (s: Pick<SmtpSettings, 'fromName' | 'fromAddress'>) => ({ name: s.fromName, address: s.fromAddress });

interface SmtpError {
  code?: string;
  response?: string;
  responseCode?: number;
  message?: string;
}

/** A failed SMTP conversation in Vietnamese, ending with the server's own words when it said any. */
export function describeSmtpError(error: unknown, s: Pick<SmtpSettings, 'host' | 'port'>, timeouts: SmtpTimeouts = JOB_TIMEOUTS): string {
  const e = (error ?? {}) as SmtpError;
  const said = e.response ? `: ${e.response}` : '';
  const where = `${s.host}:${s.port}`;
  switch (e.code) {
    case 'EAUTH':
      return `Máy chủ SMTP từ chối đăng nhập (sai tên đăng nhập hoặc mật khẩu?)${said || `: ${e.message ?? ''}`}`;
    case 'ETIMEDOUT':
      return `Máy chủ SMTP ${where} không trả lời trong ${timeouts.connect} giây`;
    case 'EDNS':
      return `Không tìm thấy máy chủ SMTP ${s.host}`;
    case 'ECONNECTION':
    case 'ESOCKET':
      return `Không kết nối được tới máy chủ SMTP ${where}${e.message ? `: ${e.message}` : ''}`;
    case 'ETLS':
      return `Không thiết lập được kết nối bảo mật với ${where} (kiểm tra kiểu bảo mật và cổng)${said || `: ${e.message ?? ''}`}`;
    case 'EENVELOPE':
      return `Máy chủ SMTP từ chối địa chỉ gửi hoặc nhận${said || `: ${e.message ?? ''}`}`;
    case 'EMESSAGE':
      return `Máy chủ SMTP từ chối thư${said || `: ${e.message ?? ''}`}`;
    default:
      return `Máy chủ SMTP báo lỗi${said || (e.message ? `: ${e.message}` : '')}`;
  }
}
