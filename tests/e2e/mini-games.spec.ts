// Mini games as a teacher uses them in class: she makes a crossword from her bank's questions (a missing answer is
// refused with what she typed kept), plays the seeded matching game by touch with one mistake, puts the ordering
// rounds in order with the arrow buttons, and fills the crossword offline after a reload. Students have no games.
import { test, expect, type Page } from './fixtures.ts';
import { apiLogin, PASSWORD, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { waitForServiceWorker } from './exam-learning-helpers.ts';
import { expectAccessible } from './axe.ts';

async function openBank(page: Page, school: number, bank: string) {
  await page.goto(`/${school}/person-library/question`);
  await page.getByRole('link', { name: bank }).click();
  await expect(page.getByRole('heading', { name: 'Trò chơi' })).toBeVisible();
}

test('a teacher makes a crossword from her bank, with a refused answer kept, and plays it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'gv.lan@nguyendu.edu.vn');
  await openBank(page, schoolId, 'Ngân hàng câu hỏi Tiếng Anh 7');
  await page.getByRole('button', { name: 'Thêm trò chơi' }).click();
  await page.getByRole('menuitem', { name: 'Ô chữ' }).click();
  await expect(page.getByRole('heading', { name: 'Thêm trò chơi' })).toBeVisible();
  // The draft holds the bank's questions with short answers (Tokyo is one of them).
  await expect(page.getByLabel('Từ 1 – gợi ý')).not.toHaveValue('');
  const answers = await page.getByLabel(/Từ \d+ – đáp án/).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(answers).toContain('Tokyo');
  await expectAccessible(page, 'mini game editor');

  await page.getByLabel('Tên trò chơi').fill('Ô chữ thủ đô');
  await page.getByLabel('Từ 1 – đáp án').fill('!!');
  await page.getByRole('button', { name: 'Lưu trò chơi' }).click();
  await expect(page.getByText('Đáp án ô chữ có từ 2 đến 15 chữ cái (dấu và khoảng trắng được bỏ qua)')).toBeVisible();
  await expect(page.getByLabel('Tên trò chơi')).toHaveValue('Ô chữ thủ đô');
  await page.getByLabel('Từ 1 – đáp án').fill('Đà Lạt');
  await expect(page.getByText('Trong ô chữ: DALAT (5 chữ cái)')).toBeVisible();
  await page.getByRole('button', { name: 'Lưu trò chơi' }).click();

  await expect(page.getByRole('heading', { name: 'Ô chữ thủ đô' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Ô chữ' })).toBeVisible();
  await page.getByRole('link', { name: '← Về ngân hàng câu hỏi' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Ô chữ thủ đô' })).toBeVisible();
});

test('the seeded matching game by touch: one wrong pair, then all six, scored 8,6', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'gv.lan@nguyendu.edu.vn');
  await openBank(page, schoolId, 'Ngân hàng câu hỏi Tiếng Anh 7');
  await page.getByRole('link', { name: 'Chơi Nối từ vựng – Trường học' }).click();
  const left = page.getByRole('list', { name: 'Cột trái' });
  const right = page.getByRole('list', { name: 'Cột phải' });
  await left.getByRole('button', { name: 'library' }).click();
  await right.getByRole('button', { name: 'sân chơi' }).click();
  await expect(page.getByText('Đã nối 0/6 cặp · 1 lần nhầm')).toBeVisible();
  const pairs = [
    ['classroom', 'lớp học'],
    ['library', 'thư viện'],
    ['playground', 'sân chơi'],
    ['timetable', 'thời khoá biểu'],
    ['uniform', 'đồng phục'],
    ['homework', 'bài tập về nhà'],
  ];
  // Either side may be tapped first.
  for (const [i, [en, vi]] of pairs.entries()) {
    if (i % 2) {
      await right.getByRole('button', { name: vi }).click();
      await left.getByRole('button', { name: en }).click();
    } else {
      await left.getByRole('button', { name: en }).click();
      await right.getByRole('button', { name: vi }).click();
    }
    await expect(left.getByRole('button', { name: en })).toBeDisabled();
  }
  const done = page.getByRole('status').filter({ hasText: 'Hoàn thành!' });
  await expect(done).toContainText('Điểm: 8,6/10');
  await expect(done).toContainText('6/6 cặp, 1 lần nối nhầm');
  await expectAccessible(page, 'mini game: matching, finished');
  await done.getByRole('button', { name: 'Chơi lại' }).click();
  await expect(page.getByText('Đã nối 0/6 cặp · 0 lần nhầm')).toBeVisible();
});

test('ordering rounds put right with the arrow buttons, then memory cards turned', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'gv.lan@nguyendu.edu.vn');
  await openBank(page, schoolId, 'Toán 7 – Số hữu tỉ và phương trình');
  await page.getByRole('link', { name: 'Chơi Sắp xếp – Giải phương trình bậc nhất' }).click();
  const rounds = [
    ['2x − 6 = 0', '2x = 6', 'x = 6 : 2', 'x = 3', 'Vậy S = {3}'],
    ['−2', '−3/4', '0', '1/2', '1,5'],
  ];
  for (const [r, items] of rounds.entries()) {
    await expect(page.getByText(`Lượt ${r + 1}/2`)).toBeVisible();
    const list = page.getByRole('list').filter({ hasText: items[0]! });
    for (const [target, text] of items.entries()) {
      const texts = await list.getByRole('listitem').allInnerTexts();
      const at = texts.findIndex((t) => t.split('\n').some((line) => line.trim() === text));
      for (let k = at; k > target; k--) await page.getByRole('button', { name: `Đưa ${text} lên`, exact: true }).click();
    }
    await page.getByRole('button', { name: 'Kiểm tra' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'mục đúng vị trí' })).toHaveText('5/5 mục đúng vị trí');
    await page.getByRole('button', { name: r === 0 ? 'Lượt tiếp theo' : 'Xem kết quả' }).click();
  }
  await expect(page.getByRole('status').filter({ hasText: 'Hoàn thành!' })).toContainText('Điểm: 10,0/10');

  await page.getByRole('link', { name: '← Về ngân hàng câu hỏi' }).click();
  await page.getByRole('link', { name: 'Chơi Lật thẻ – Số hữu tỉ' }).click();
  await page.getByRole('button', { name: 'Thẻ 1, đang úp' }).click();
  await page.getByRole('button', { name: 'Thẻ 2, đang úp' }).click();
  await expect(page.getByText(/Đã tìm \d\/6 cặp · 1 lượt/)).toBeVisible();
  await expectAccessible(page, 'mini game: memory');
});

test('a crossword opened once plays offline after a reload and scores every word', async ({ page, context, request }) => {
  test.setTimeout(90_000);
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'gv.minh@nguyendu.edu.vn');
  await openBank(page, schoolId, 'Ngân hàng câu hỏi Tiếng Anh 7');
  await page.getByRole('link', { name: 'Chơi Ô chữ – Đồ dùng học tập' }).click();
  await expect(page.getByRole('group', { name: 'Ô chữ' })).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ô chữ – Đồ dùng học tập' })).toBeVisible();
  const answers: Record<string, string> = {
    'Cái bút chì': 'pencil',
    'Quyển sách': 'book',
    'Cục tẩy': 'eraser',
    'Thước kẻ': 'ruler',
    'Cái cặp sách': 'schoolbag',
    'Bàn học': 'desk',
  };
  for (const [clue, answer] of Object.entries(answers)) {
    await page.getByRole('button', { name: new RegExp(clue) }).click();
    await page.keyboard.type(answer);
  }
  await expectAccessible(page, 'mini game: crossword');
  await page.getByRole('button', { name: 'Nộp bài' }).click();
  const done = page.getByRole('status').filter({ hasText: 'Hoàn thành!' });
  await expect(done).toContainText('Điểm: 10,0/10');
  await expect(done).toContainText('6/6 từ đúng');
  await context.setOffline(false);
});

test('students have no mini games: the address of one sends them back', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'hs04@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/person-library/question/game/1?collectionId=1`);
  await expect(page).toHaveURL(new RegExp(`/${schoolId}$`));
});

test('the principal makes a game in a school bank through the school’s edit route without an id', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, 'hieutruong@nguyendu.edu.vn');
  await page.goto(`/${schoolId}/library/question`);
  await page.getByRole('link', { name: 'Đề cương ôn tập Tiếng Anh 7 – Học kì I' }).click();
  await expect(page.getByRole('link', { name: 'Chơi Nối từ vựng – Trường học' })).toBeVisible();
  await page.getByRole('button', { name: 'Thêm trò chơi' }).click();
  await page.getByRole('menuitem', { name: 'Lật thẻ ghi nhớ' }).click();
  await expect(page).toHaveURL(/\/library\/question\/game\/edit\?collectionId=\d+&kind=memory$/);
  await expect(page.getByRole('heading', { name: 'Thêm trò chơi' })).toBeVisible();
  await expect(page.getByLabel('Loại trò chơi')).toHaveValue('memory');
  await expect(page.getByLabel('Cặp 1 – vế thứ nhất')).not.toHaveValue('');
  await page.getByRole('button', { name: 'Lưu trò chơi' }).click();
  await expect(page).toHaveURL(/\/library\/question\/game\/\d+\?collectionId=\d+$/);
  await expect(page.getByRole('button', { name: 'Thẻ 1, đang úp' })).toBeVisible();
});

test('a system administrator edits an exam’s crossword, tries it out before saving, and adds a game to the exam', async ({ page, request }) => {
  test.setTimeout(90_000);
  await uiLogin(page, 'admin@lophocso.vn');
  await page.goto('/library/exam');
  await page.getByRole('link', { name: 'Đề kiểm tra Khoa học tự nhiên 7 – Nguyên tử', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Trò chơi' })).toBeVisible();
  await page.getByRole('link', { name: 'Sửa Ô chữ – Nguyên tử' }).click();
  await expect(page).toHaveURL(/\/library\/games\/exam\/\d+\/edit\?examId=\d+$/);
  await expect(page.getByRole('heading', { name: 'Sửa trò chơi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lấy từ câu hỏi của đề thi' })).toBeVisible();

  // "Chơi thử" plays what the form holds now, unsaved: the changed clue is in the grid's list.
  await page.getByLabel('Từ 1 – gợi ý').fill('Hạt mang điện dương');
  await page.getByRole('button', { name: 'Chơi thử' }).click();
  const dialog = page.getByRole('dialog', { name: 'Chơi thử (chưa lưu)' });
  await expect(dialog.getByRole('group', { name: 'Ô chữ' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: /Hạt mang điện dương/ })).toBeVisible();
  await expectAccessible(page, 'mini game editor: try-out');
  await dialog.getByRole('button', { name: 'Đóng' }).click();
  // A try-out of a refused form shows the messages instead.
  await page.getByLabel('Từ 1 – đáp án').fill('!!');
  await page.getByRole('button', { name: 'Chơi thử' }).click();
  await expect(page.getByText('Đáp án ô chữ có từ 2 đến 15 chữ cái (dấu và khoảng trắng được bỏ qua)')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Từ 1 – đáp án').fill('proton');
  await page.getByRole('button', { name: 'Lưu trò chơi' }).click();
  await expect(page).toHaveURL(/\/library\/exam\/\d+$/);

  await page.getByRole('button', { name: 'Thêm trò chơi' }).click();
  await page.getByRole('menuitem', { name: 'Sắp xếp thứ tự' }).click();
  await expect(page).toHaveURL(/\/library\/games\/exam\/create\?examId=\d+&kind=ordering$/);
  await expect(page.getByRole('heading', { name: 'Thêm trò chơi' })).toBeVisible();
  await page.getByLabel('Tên trò chơi').fill('Sắp xếp các hạt theo khối lượng');
  await page.getByLabel('Lượt 1 – yêu cầu').fill('Xếp từ nhẹ đến nặng');
  await page.getByLabel('Lượt 1 – các mục theo đúng thứ tự (mỗi dòng một mục)').fill('electron\nproton\nnguyên tử carbon');
  await page.getByRole('button', { name: 'Lưu trò chơi' }).click();
  await expect(page).toHaveURL(/\/library\/exam\/\d+$/);
  await expect(page.getByText('Sắp xếp các hạt theo khối lượng')).toBeVisible();

  // The other libraries' route takes the question banks; a library without games is not found.
  const session = await request.post('/api/sessions', { data: { email: 'admin@lophocso.vn', password: PASSWORD } });
  const token = ((await session.json()).data as { accessToken: string }).accessToken;
  const banks = (await (await request.get('/api/question_collections', { headers: { Authorization: `Bearer ${token}` } })).json()).data as { id: number }[];
  await page.goto(`/library/games/question/create?collectionId=${banks[0]!.id}&kind=matching`);
  await expect(page).toHaveURL(new RegExp(`/library/question/${banks[0]!.id}/add-mini-game\\?kind=matching$`));
  await expect(page.getByRole('heading', { name: 'Thêm trò chơi' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Lấy từ câu hỏi của ngân hàng' })).toBeVisible();
  await page.goto('/library/games/lesson/create?collectionId=1');
  await expect(page.getByText('Xin lỗi, trang bạn đang tìm kiếm không tồn tại.')).toBeVisible();
});

test('a teacher cannot open the system library’s game editor', async ({ page }) => {
  await uiLogin(page, 'gv.lan@nguyendu.edu.vn');
  await page.goto('/library/games/exam/create?examId=1&kind=matching');
  await expect(page).toHaveURL(/\/$|\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Thêm trò chơi' })).toHaveCount(0);
});
