// Joining a class through its link: the teacher of Lớp 7A2 finds its join link and QR code on the class page and
// copies the link; a student of Lớp 7A1 opens it, asks to join, the teacher approves, and the student finds 7A2 in
// "Nhóm của tôi"; then she leaves it. The student is hs14: other browser tests use her only in 7A1 (exam-grading),
// and this test takes her out of 7A2 at its start too, so a retry after a failure starts clean.
import { test, expect } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

const TEACHER = 'gv.minh@nguyendu.edu.vn';
const STUDENT = 'hs14@nguyendu.edu.vn';
const GROUP = 'Lớp 7A2';

test('a student joins Lớp 7A2 through its link once the teacher approves, then leaves it', async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const teacher = await apiLogin(request, TEACHER);
  const student = await apiLogin(request, STUDENT);
  const groups = (await (await request.get('/api/s/school_groups', { headers: headers(teacher) })).json()).data as { id: number; name: string }[];
  const groupId = groups.find((g) => g.name === GROUP)!.id;

  // A run stopped halfway left her in the class or with a request waiting: undone through the API.
  const me = (await (await request.get('/api/s/personal/learning_groups', { headers: headers(student) })).json()).data as { id: number }[];
  if (me.some((g) => g.id === groupId)) {
    expect((await request.post(`/api/s/personal/learning_groups/${groupId}/leave`, { headers: headers(student) })).status()).toBe(200);
  }
  const waiting = (await (await request.get(`/api/s/school_groups/${groupId}/requests?status=pending&perPage=100`, { headers: headers(teacher) })).json())
    .data as { id: number; user: { email: string } }[];
  for (const r of waiting.filter((x) => x.user.email === STUDENT)) {
    await request.post(`/api/s/school_groups/${groupId}/requests/${r.id}/reject`, { headers: headers(teacher), data: { reason: 'Lần chạy trước' } });
  }

  // The teacher's class page: the link, its QR code, and copying it.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await uiLogin(page, TEACHER);
  await page.goto(`/${teacher.schoolId}/school-group/${groupId}`);
  const invite = page.getByRole('region', { name: 'Mời vào nhóm' });
  const link = invite.getByRole('textbox', { name: 'Đường dẫn vào nhóm' });
  await expect(link).toHaveValue(new RegExp(`/school-group-invitation/${groupId}$`));
  await expect(invite.getByRole('img', { name: `Mã QR của đường dẫn vào nhóm ${GROUP}` })).toBeVisible();
  await invite.getByRole('button', { name: 'Sao chép' }).click();
  await expect(page.getByText('Đã sao chép đường dẫn')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await link.inputValue());
  const download = page.waitForEvent('download');
  await invite.getByRole('button', { name: 'Tải mã QR' }).click();
  expect((await download).suggestedFilename()).toBe('ma-qr-lop-7a2.png');
  await settled(page);
  await expectAccessible(page, 'group page: invitation panel and requests');

  // The student opens the link (signing in first brings her back to it) and asks.
  const studentContext = await browser.newContext();
  const pupil = await studentContext.newPage();
  await pupil.goto(new URL(copied).pathname);
  await expect(pupil).toHaveURL(/\/login/);
  await pupil.getByLabel('Email').fill(STUDENT);
  await pupil.getByLabel('Mật khẩu').fill('Hoc@2026');
  await pupil.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(pupil).toHaveURL(new RegExp(`/school-group-invitation/${groupId}$`));
  const card = pupil.getByRole('region', { name: GROUP });
  await expect(card).toContainText('Trường THCS Nguyễn Du');
  await expect(card).toContainText('Lê Văn Minh');
  await settled(pupil);
  await expectAccessible(pupil, 'join page');
  await card.getByRole('button', { name: 'Xin vào nhóm' }).click();
  await expect(card.getByText('Đã gửi yêu cầu, chờ giáo viên duyệt')).toBeVisible();

  // The teacher approves it in "Yêu cầu vào nhóm".
  await page.reload();
  const requests = page.getByRole('table', { name: `Yêu cầu vào nhóm ${GROUP}` });
  const row = requests.getByRole('row').filter({ hasText: STUDENT }).filter({ hasText: 'Chờ duyệt' });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Duyệt / }).click();
  await expect(page.getByText(/Đã nhận học sinh vào nhóm/)).toBeVisible();
  await expect(requests.getByRole('row').filter({ hasText: STUDENT }).filter({ hasText: 'Chờ duyệt' })).toHaveCount(0);

  // She finds the class among hers, opens it and leaves it.
  await pupil.goto(`/${student.schoolId}/my-learning-group`);
  await expect(pupil.getByRole('heading', { name: 'Nhóm của tôi', level: 1 })).toBeVisible();
  await pupil.getByRole('link', { name: new RegExp(GROUP) }).click();
  await expect(pupil).toHaveURL(new RegExp(`/my-learning-group/${groupId}`));
  await pupil.getByRole('button', { name: 'Rời nhóm' }).click();
  const confirm = pupil.getByRole('dialog', { name: 'Rời nhóm' });
  await expect(confirm).toContainText('Bài làm và điểm của bạn vẫn được giữ lại');
  await confirm.getByRole('button', { name: 'Rời nhóm' }).click();
  await expect(pupil).toHaveURL(new RegExp(`/${student.schoolId}/my-learning-group$`));
  await expect(pupil.getByRole('heading', { name: 'Nhóm của tôi', level: 1 })).toBeVisible();
  await expect(pupil.getByRole('link', { name: new RegExp(GROUP) })).toHaveCount(0);
  await expect(pupil.getByRole('link', { name: /Lớp 7A1/ })).toBeVisible();
  await studentContext.close();
});
