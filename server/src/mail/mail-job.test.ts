// Mail through the job queue to a real SMTP server (smtp-server, in this process): the message a request queues is
// delivered as sent, and a server that refuses at first gets it on a retry.
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { createMailer, mailJob, queuedMailer } from './mailer.ts';

let server: TestServer;
let smtp: SMTPServer;
let port = 0;
const delivered: ParsedMail[] = [];
let refuseNext = 0;

beforeAll(async () => {
  server = await startTestServer();
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1;
        const err = Object.assign(new Error('Hộp thư tạm thời không nhận'), { responseCode: 451 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          delivered.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
}, 60_000);
afterAll(async () => {
  await server.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

it('a queued mail reaches the SMTP server, Vietnamese intact, retried when the server refuses first', async () => {
  const transport = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, mailDir: '/nonexistent', from: 'Lớp học số <no-reply@lophocso.test>' });
  const job = mailJob(transport, { retryDelay: 1 });
  const jobs = await server.startJobs([job]);
  const mailer = queuedMailer(jobs, job);

  refuseNext = 1;
  await mailer.send({ to: 'gv.lan@nguyendu.edu.vn', subject: 'Đặt lại mật khẩu Lớp học số', text: 'Xin chào Phạm Thị Lan,\nđường dẫn: http://lms.test/x' });
  await vi.waitFor(() => expect(delivered).toHaveLength(1), { timeout: 30_000, interval: 100 });

  const mail = delivered[0]!;
  expect(mail.subject).toBe('Đặt lại mật khẩu Lớp học số');
  expect(mail.text?.trim()).toBe('Xin chào Phạm Thị Lan,\nđường dẫn: http://lms.test/x');
  expect(mail.from?.text).toContain('no-reply@lophocso.test');
  expect((mail.to as { text: string }).text).toBe('gv.lan@nguyendu.edu.vn');
  // The retry kept the job's Message-ID.
  expect(mail.messageId).toMatch(/@lophocso\.local>$/);
  expect(refuseNext).toBe(0);
  const [done] = await jobs.boss.findJobs('mail');
  expect(done?.state).toBe('completed');
  expect(done?.retryCount).toBe(1);
}, 60_000);
