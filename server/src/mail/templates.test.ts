// The default texts are the mails as they were written before they became editable, word for word.
import { expect, it } from 'vitest';
import { DEFAULT_EMAIL_TEXTS, invitationMail, newAccountMail, passwordResetMail } from './templates.ts';
import { EMAIL_ACTION_KEYS, unknownPlaceholders } from '../../../src/shared/email-actions.ts';

it('every default text uses only its action’s placeholders', () => {
  for (const key of EMAIL_ACTION_KEYS) {
    expect(unknownPlaceholders(key, DEFAULT_EMAIL_TEXTS[key].subject + DEFAULT_EMAIL_TEXTS[key].body)).toEqual([]);
  }
});

it('the mails read as before', () => {
  expect(passwordResetMail('a@x.vn', 'Phạm Thị Lan', 'http://l/1')).toMatchObject({
    to: 'a@x.vn',
    subject: 'Đặt lại mật khẩu Lớp học số',
    text: 'Xin chào Phạm Thị Lan,\n\nChúng tôi nhận được yêu cầu đặt lại mật khẩu cho tài khoản của bạn. Mở đường dẫn sau để đặt mật khẩu mới:\nhttp://l/1\n\nĐường dẫn có hiệu lực trong 1 giờ và chỉ dùng được một lần.\nNếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua thư này; mật khẩu của bạn vẫn giữ nguyên.',
  });
  expect(invitationMail('a@x.vn', undefined, 'giáo viên', 'http://l/2')).toMatchObject({
    subject: 'Lời mời tham gia trường học',
    text: 'Bạn được mời tham gia trường học với chức vụ giáo viên.\n\nMở đường dẫn sau để nhận lời mời (có hiệu lực 7 ngày):\nhttp://l/2\n\nNếu bạn không mong đợi thư này, hãy bỏ qua nó.',
  });
  const created = newAccountMail('a@x.vn', 'Lê Văn Minh', 'THCS Nguyễn Du', 'http://l/3', 7);
  expect(created.subject).toBe('Tài khoản Lớp học số của bạn tại THCS Nguyễn Du');
  expect(created.text).toContain('THCS Nguyễn Du đã tạo cho bạn một tài khoản Lớp học số với địa chỉ email a@x.vn.');
  expect(created.text).toContain('Đường dẫn có hiệu lực trong 7 ngày và chỉ dùng được một lần.');
  expect(created.action).toEqual({
    key: 'new_account',
    values: { ten: 'Lê Văn Minh', email: 'a@x.vn', truong: 'THCS Nguyễn Du', duong_dan: 'http://l/3', so_ngay: '7' },
  });
});
