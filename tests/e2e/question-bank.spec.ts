// Question banks as teachers use them: a teacher writes a bank with questions of several types (a missing correct
// answer is refused with her text kept), finds banks typing without diacritics, shares one to the school; the
// principal approves it and a colleague sees it. Markup typed into a question stays text; markup sent as rich text is
// cleaned and never runs, for the teacher nor the student. A formula and a picture go into a question. Students have no
// banks.
import { test, expect, type APIRequestContext } from './fixtures.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { sidebar } from './screens.ts';

const schoolId = async (request: APIRequestContext) => (await apiLogin(request, TEACHER)).schoolId;
const login = uiLogin;

test('a teacher writes a bank, shares it to the school, the principal approves it and a colleague sees it', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const school = await schoolId(request);
  let dialogs = 0;
  page.on('dialog', (d) => {
    dialogs++;
    void d.dismiss();
  });
  await login(page, 'gv.lan@nguyendu.edu.vn');
  await page.goto(`/${school}`);
  await sidebar(page).getByRole('button', { name: 'Thư viện cá nhân' }).click();
  await sidebar(page).getByRole('link', { name: 'Câu hỏi' }).last().click();
  await expect(page.getByRole('heading', { name: 'Ngân hàng câu hỏi của tôi' })).toBeVisible();

  // Search without diacritics finds the bank by its name and by the text of its questions.
  await page.getByPlaceholder('Tìm theo tên hoặc nội dung câu hỏi').fill('so huu ti');
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Toán 7 – Số hữu tỉ và phương trình' })).toBeVisible();
  await expect(page).toHaveURL(/name=so/);
  await page.getByPlaceholder('Tìm theo tên hoặc nội dung câu hỏi').fill('khong co dau nao nhu vay');
  await expect(page.getByText('Không tìm thấy kết quả phù hợp')).toBeVisible();
  await page.getByPlaceholder('Tìm theo tên hoặc nội dung câu hỏi').fill('');

  // A new bank opens on its own page.
  await page.getByRole('button', { name: 'Thêm ngân hàng câu hỏi' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm ngân hàng câu hỏi' });
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(dialog.getByText('Vui lòng nhập tên')).toBeVisible();
  await dialog.getByLabel('Tên').fill('Ôn tập chương 3 – Hình học');
  await dialog.getByLabel('Môn học').selectOption({ label: 'Toán' });
  await dialog.getByLabel('Danh mục').selectOption({ label: '— Hình học' });
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page.getByRole('heading', { name: 'Ôn tập chương 3 – Hình học' })).toBeVisible();
  await expect(page.getByText('Ngân hàng chưa có câu hỏi nào')).toBeVisible();

  // A single-choice question: refused without a correct answer, with what was typed kept.
  await page.getByRole('link', { name: 'Thêm câu hỏi' }).click();
  await page.getByLabel('Nội dung câu hỏi').fill('Tổng ba góc của một tam giác bằng bao nhiêu độ? <img src=x onerror="alert(1)">');
  for (const [i, text] of ['90°', '180°', '270°', '360°'].entries()) await page.getByLabel(`Nội dung đáp án ${'ABCD'[i]}`).fill(text);
  await page.getByRole('button', { name: 'Lưu câu hỏi' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Vui lòng chọn hoặc nhập đáp án đúng' })).toBeVisible();
  await expect(page.getByLabel('Nội dung đáp án B')).toHaveText('180°');
  await page.getByLabel('Đáp án B đúng').check();
  await page.getByLabel('Mức độ').selectOption({ label: 'Nhận biết' });
  await page.getByRole('button', { name: 'Lưu câu hỏi' }).click();
  await expect(page.getByRole('heading', { name: 'Ôn tập chương 3 – Hình học' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^B\. 180°/ })).toContainText('(đúng)');
  await expect(page.getByRole('listitem').filter({ hasText: /^A\. 90°/ })).not.toContainText('(đúng)');
  // The markup is shown as the characters typed, and nothing ran.
  await expect(page.getByText('<img src=x onerror="alert(1)">', { exact: false })).toBeVisible();

  // A fill-in question whose blank is inserted with the button, and a group with a sub-question.
  await page.getByRole('link', { name: 'Thêm câu hỏi' }).click();
  await page.getByLabel('Loại câu hỏi').selectOption({ label: 'Điền vào chỗ trống' });
  await page.getByLabel('Nội dung câu hỏi').fill('Tam giác có ba cạnh bằng nhau là tam giác ');
  await page.getByRole('button', { name: 'Chèn chỗ trống {{}}' }).click();
  await page.getByLabel('Chỗ trống 1').fill('đều; tam giác đều');
  await page.getByRole('button', { name: 'Lưu câu hỏi' }).click();
  await expect(page.getByText('Đáp án: (1) đều / tam giác đều')).toBeVisible();

  await page.getByRole('link', { name: 'Thêm câu hỏi' }).click();
  await page.getByLabel('Loại câu hỏi', { exact: true }).selectOption({ label: 'Nhóm câu hỏi' });
  await page.getByLabel('Nội dung câu hỏi').first().fill('Cho tam giác ABC vuông tại A.');
  await page.getByLabel('Loại câu hỏi con').selectOption({ label: 'Trả lời ngắn' });
  await page.getByLabel('Nội dung câu hỏi').nth(1).fill('Góc nào là góc vuông?');
  await page.getByLabel('Đáp án được chấp nhận').fill('A; góc A');
  await page.getByRole('button', { name: 'Lưu câu hỏi' }).click();
  await expect(page.getByText('Cho tam giác ABC vuông tại A.')).toBeVisible();
  await expect(page.getByText('Đáp án chấp nhận: A / góc A')).toBeVisible();

  // Reordering by buttons: the group moves up one place.
  await page.getByRole('button', { name: 'Lên câu 3' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: /^Câu 2/ })).toContainText('Cho tam giác ABC');

  // Shared to the school, it waits for review.
  await page.getByRole('button', { name: 'Chia sẻ' }).click();
  await page.getByRole('menuitem', { name: 'Gửi lên thư viện trường' }).click();
  await expect(page.getByText('Đã gửi lên thư viện trường, đang chờ duyệt')).toBeVisible();
  expect(dialogs).toBe(0);

  const principal = await browser.newPage();
  await login(principal, 'hieutruong@nguyendu.edu.vn');
  await principal.goto(`/${school}/library/question?status=pending`);
  const row = principal.getByRole('row', { name: /Ôn tập chương 3 – Hình học/ });
  await expect(row).toContainText('Chờ duyệt');
  await row.getByRole('checkbox').check();
  await principal.getByRole('toolbar', { name: 'Duyệt nội dung' }).getByRole('button', { name: 'Duyệt', exact: true }).click();
  // Approved, it leaves the list of banks waiting for review.
  await expect(row).toHaveCount(0);

  const colleague = await browser.newPage();
  await login(colleague, 'gv.minh@nguyendu.edu.vn');
  await colleague.goto(`/${school}/library/question`);
  await colleague.getByRole('link', { name: 'Ôn tập chương 3 – Hình học' }).click();
  await expect(colleague.getByText('3 câu hỏi')).toBeVisible();
  // Approved, it is not hers to edit; she may copy it into her own library.
  await expect(colleague.getByRole('link', { name: 'Thêm câu hỏi' })).toHaveCount(0);
  await colleague.getByRole('button', { name: 'Chia sẻ' }).click();
  await colleague.getByRole('menuitem', { name: 'Sao chép về thư viện cá nhân' }).click();
  await expect(colleague.getByText('Đã sao chép vào thư viện cá nhân')).toBeVisible();
});

test('students have no question banks: not in their menu, and the address sends them back', async ({ page, request }) => {
  const school = await schoolId(request);
  await login(page, 'hs03@nguyendu.edu.vn');
  await page.goto(`/${school}`);
  await expect(sidebar(page).getByRole('link', { name: 'Câu hỏi' })).toHaveCount(0);
  await page.goto(`/${school}/person-library/question`);
  await expect(page).toHaveURL(new RegExp(`/${school}$`));
});

test('a teacher imports questions from Excel (template, a file that is not one, per-row errors, then all at once) and exports the bank', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const school = await schoolId(request);
  const ExcelJS = (await import('exceljs')).default;
  const workbook = async (rows: string[][], file: string) => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Một lựa chọn');
    sheet.addRow([
      'Nội dung câu hỏi',
      'Đáp án A',
      'Đáp án B',
      'Đáp án C',
      'Đáp án D',
      'Đáp án E',
      'Đáp án F',
      'Đáp án G',
      'Đáp án H',
      'Đáp án đúng (A–H)',
      'Mức độ',
      'Điểm',
      'Lời giải',
    ]);
    for (const r of rows) sheet.addRow(r);
    const path = testInfo.outputPath(file);
    await book.xlsx.writeFile(path);
    return path;
  };
  const row = (text: string, correct: string) => [text, 'Một', 'Hai', 'Ba', '', '', '', '', '', correct, 'Nhận biết', '1', ''];
  const bad = await workbook([row('Câu nhập 1', 'B'), row('Câu nhập 2', '')], 'bad.xlsx');
  const good = await workbook([row('Câu nhập 1', 'B'), row('Câu nhập 2', 'C'), row('Câu nhập 3', 'A')], 'good.xlsx');
  const notXlsx = testInfo.outputPath('not.xlsx');
  await (await import('node:fs/promises')).writeFile(notXlsx, 'đây không phải bảng tính');

  await login(page, 'gv.lan@nguyendu.edu.vn');
  await page.goto(`/${school}/person-library/question`);
  await page.getByRole('link', { name: 'Ngân hàng câu hỏi Tiếng Anh 7' }).click();
  await page.getByRole('button', { name: 'Nhập câu hỏi' }).click();
  await page.getByRole('menuitem', { name: 'Nhập từ Excel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập câu hỏi từ Excel' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Tải file mẫu (.xlsx)' }).click();
  expect((await download).suggestedFilename()).toBe('Mau-nhap-cau-hoi.xlsx');

  await dialog.getByLabel('Tệp câu hỏi (.xlsx)').setInputFiles(notXlsx);
  await expect(dialog.getByText('Tệp không phải là bảng tính Excel (.xlsx) hợp lệ')).toBeVisible();
  await dialog.getByLabel('Tệp câu hỏi (.xlsx)').setInputFiles(bad);
  await expect(dialog.getByRole('status')).toHaveText('1 câu hỏi hợp lệ · 1 dòng có lỗi');
  await expect(dialog.getByRole('row', { name: /Câu nhập 2/ })).toContainText('Cột “Đáp án đúng (A–H)”: Vui lòng chọn hoặc nhập đáp án đúng');
  await expect(dialog.getByRole('row', { name: /Câu nhập 2/ })).toContainText('3');
  await expect(dialog.getByRole('button', { name: 'Nhập câu hỏi' })).toBeDisabled();

  await dialog.getByLabel('Tệp câu hỏi (.xlsx)').setInputFiles(good);
  await expect(dialog.getByRole('status')).toHaveText('3 câu hỏi hợp lệ · 0 dòng có lỗi');
  await dialog.getByRole('button', { name: 'Nhập 3 câu hỏi' }).click();
  await expect(page.getByText('Đã nhập 3 câu hỏi')).toBeVisible();
  await expect(page.getByText('15 câu hỏi')).toBeVisible();
  await expect(page.getByText('Câu nhập 3')).toBeVisible();

  // Exported in the same layout, the bank opens in Excel and imports back.
  const exported = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất' }).click();
  await page.getByRole('menuitem', { name: 'Xuất Excel' }).click();
  expect((await exported).suggestedFilename()).toBe('Ngan-hang-cau-hoi-Tieng-Anh-7.xlsx');
});

/** Every way markup could run, in one rich field. */
const PAYLOAD =
  '<script>window.__xss=1</script><img src="x" onerror="window.__xss=1"><img src="javascript:window.__xss=1">' +
  '<a href="javascript:window.__xss=1">bấm vào đây</a><p onclick="window.__xss=1" onmouseover="window.__xss=1">rê chuột</p>' +
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe><svg><script>window.__xss=1</script></svg><style>body{display:none}</style>';

test('markup sent in every rich field never runs, for the teacher who reviews it nor the student who takes it', async ({ page, request, browser }) => {
  test.setTimeout(90_000);
  const teacher = await apiLogin(request, 'gv.minh@nguyendu.edu.vn');
  const h = headers(teacher);
  const question = {
    questionType: 'singleChoice',
    content: {
      text: 'x',
      html: `<p>Câu hỏi có mã độc</p>${PAYLOAD}`,
      options: [
        { id: 'a', text: 'x', html: `<p>Phương án sạch</p>${PAYLOAD}` },
        { id: 'b', text: 'Phương án hai' },
      ],
    },
    answerKey: { type: 'singleChoice', optionId: 'a' },
    explanation: 'x',
    explanationHtml: `<p>Lời giải sạch</p>${PAYLOAD}`,
  };
  const bank = (await (await request.post('/api/s/personal/question_collections', { headers: h, data: { name: 'Câu hỏi thử mã độc' } })).json()).data;
  expect((await request.post(`/api/s/personal/question_collections/${bank.id}/questions`, { headers: h, data: question })).status()).toBe(201);
  const exam = (await (await request.post('/api/s/personal/exams', { headers: h, data: { name: 'Đề thử mã độc', durationMinutes: 15 } })).json()).data;
  const structure = { fractions: [{ title: 'Phần 1', questions: [{ source: 'new', question, points: 10 }] }] };
  expect((await request.put(`/api/s/personal/exams/${exam.id}/structure`, { headers: h, data: structure })).status()).toBe(200);
  const groups = (await (await request.get('/api/s/school_groups', { headers: h })).json()).data as { id: number; name: string }[];
  const group = groups.find((g) => g.name === 'Lớp 7A2')!;
  expect((await request.post(`/api/s/school_groups/${group.id}/exams`, { headers: h, data: { examId: exam.id } })).status()).toBe(201);

  const watch = (p: typeof page) => {
    const dialogs: string[] = [];
    p.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    return dialogs;
  };
  const ran = (p: typeof page) => p.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null);

  // The teacher reviews the bank: the clean words show, nothing ran, nothing hid the page.
  const teacherDialogs = watch(page);
  await login(page, 'gv.minh@nguyendu.edu.vn');
  await page.goto(`/${teacher.schoolId}/person-library/question/${bank.id}`);
  await expect(page.getByText('Câu hỏi có mã độc')).toBeVisible();
  await expect(page.getByText('Lời giải sạch')).toBeVisible();
  await page.getByText('rê chuột').first().hover();
  await page.getByText('rê chuột').first().click();
  await page.getByText('bấm vào đây').first().click();
  expect(await ran(page)).toBeNull();
  expect(await page.locator('main script, main iframe, main svg script, main [onerror], main [onclick], main a[href^="javascript"]').count()).toBe(0);

  // The student takes the exam with it.
  const student = await browser.newPage();
  const studentDialogs = watch(student);
  await login(student, 'hs17@nguyendu.edu.vn');
  await student.goto(`/${teacher.schoolId}/my-learning-group`);
  await student
    .getByRole('link', { name: /Lớp 7A2/ })
    .first()
    .click();
  await student.getByRole('link', { name: /Đề thử mã độc/ }).click();
  await student.getByRole('link', { name: 'Bắt đầu làm bài' }).click();
  await expect(student.getByText('Câu hỏi có mã độc')).toBeVisible();
  await student.getByRole('radio', { name: /Phương án sạch/ }).check();
  await student.getByText('rê chuột').first().hover();
  expect(await ran(student)).toBeNull();
  expect(await student.locator('main script, main iframe, main [onerror], main [onclick]').count()).toBe(0);
  expect([...teacherDialogs, ...studentDialogs]).toEqual([]);
});

test('a teacher imports questions from Word: the template imports as it is, pictures and formulas come through, a question without an answer stops the import', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const teacher = await apiLogin(request, 'gv.minh@nguyendu.edu.vn');
  const bank = (
    await (await request.post('/api/s/personal/question_collections', { headers: headers(teacher), data: { name: 'Đề cương ôn tập từ Word' } })).json()
  ).data;
  const { Document, Packer, Paragraph, TextRun, ImageRun, UnderlineType } = await import('docx');
  const sharp = (await import('sharp')).default;
  const picture = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#1e2a78' } })
    .png()
    .toBuffer();
  const line = (...runs: (string | InstanceType<typeof TextRun> | InstanceType<typeof ImageRun>)[]) =>
    new Paragraph({ children: runs.map((r) => (typeof r === 'string' ? new TextRun(r) : r)) });
  const document = async (file: string, withBad: boolean) => {
    const children = [
      line('Câu 1: Hình dưới đây có màu gì?'),
      line(new ImageRun({ type: 'png', data: picture, transformation: { width: 60, height: 40 } })),
      line(new TextRun({ text: 'A', underline: { type: UnderlineType.SINGLE } }), '. Xanh đậm    B. Đỏ'),
      line('Câu 2: <img src=x onerror="window.__xss=1"> có chạy không?'),
      line('*A. Không    B. Có'),
      ...(withBad ? [line('Câu 3: Câu này quên đánh dấu đáp án.'), line('A. Một    B. Hai')] : []),
      line('HẾT'),
    ];
    const path = testInfo.outputPath(file);
    await (await import('node:fs/promises')).writeFile(path, await Packer.toBuffer(new Document({ sections: [{ children }] })));
    return path;
  };
  const bad = await document('bad.docx', true);
  const good = await document('good.docx', false);

  await login(page, 'gv.minh@nguyendu.edu.vn');
  await page.goto(`/${teacher.schoolId}/person-library/question/${bank.id}`);
  await page.getByRole('button', { name: 'Nhập câu hỏi' }).click();
  await page.getByRole('menuitem', { name: 'Nhập từ Word' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập câu hỏi từ Word' });
  const file = dialog.getByLabel('Tệp câu hỏi (.docx)');

  // Something that is not a Word document.
  await file.setInputFiles({
    name: 'de-thi.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: Buffer.from('không phải Word'),
  });
  await expect(dialog.getByText('Tệp không phải là tài liệu Word (.docx) hợp lệ')).toBeVisible();

  // A question without its answer: shown with what is wrong, nothing can be imported.
  await file.setInputFiles(bad);
  await expect(dialog.getByRole('status')).toHaveText('2 câu hỏi hợp lệ · 1 câu có lỗi');
  await expect(dialog.getByRole('row', { name: /Câu 3/ })).toContainText('Vui lòng chọn hoặc nhập đáp án đúng');
  await expect(dialog.getByRole('button', { name: 'Nhập câu hỏi' })).toBeDisabled();

  // The template, downloaded, imports as it is: five questions, formulas included.
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Tải file Word mẫu (.docx)' }).click();
  const template = await download;
  expect(template.suggestedFilename()).toBe('Mau-nhap-cau-hoi.docx');
  await file.setInputFiles(await template.path());
  await expect(dialog.getByRole('status')).toHaveText('5 câu hỏi hợp lệ · 0 câu có lỗi');
  await dialog.getByRole('button', { name: 'Nhập 5 câu hỏi' }).click();
  await expect(page.getByText('Đã nhập 5 câu hỏi')).toBeVisible();
  await expect(page.getByText('Giá trị của biểu thức')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: /^B\. −2\/5/ })).toContainText('(đúng)');
  await expect(page.locator('main math').first()).toBeVisible();

  // The document with a picture: uploaded on import, shown in the question; its markup stays text.
  await page.getByRole('button', { name: 'Nhập câu hỏi' }).click();
  await page.getByRole('menuitem', { name: 'Nhập từ Word' }).click();
  await file.setInputFiles(good);
  await expect(dialog.getByRole('status')).toHaveText('2 câu hỏi hợp lệ · 0 câu có lỗi');
  await dialog.getByRole('button', { name: 'Nhập 2 câu hỏi' }).click();
  await expect(page.getByText('Đã nhập 2 câu hỏi')).toBeVisible();
  await expect(page.getByText('7 câu hỏi')).toBeVisible();
  const shown = page.locator('main img[src^="/api/files/"]');
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(60);
  await expect(page.getByText('<img src=x onerror="window.__xss=1"> có chạy không?')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? null)).toBeNull();
});

test('a teacher puts a bank’s questions in order by dragging them, with the keyboard, and the order stays', async ({ page, request }) => {
  const teacher = await apiLogin(request, 'gv.minh@nguyendu.edu.vn');
  const h = headers(teacher);
  const bank = (await (await request.post('/api/s/personal/question_collections', { headers: h, data: { name: 'Sắp xếp câu hỏi' } })).json()).data;
  for (const text of ['Câu thứ nhất', 'Câu thứ hai', 'Câu thứ ba'])
    expect(
      (
        await request.post(`/api/s/personal/question_collections/${bank.id}/questions`, {
          headers: h,
          data: { questionType: 'essay', content: { text }, points: 1 },
        })
      ).status(),
    ).toBe(201);
  await login(page, 'gv.minh@nguyendu.edu.vn');
  await page.goto(`/${teacher.schoolId}/person-library/question/${bank.id}`);
  const items = page.locator('section[aria-labelledby="bank-questions"] ol > li');
  await expect(items).toHaveCount(3);

  // The third dragged above the first, by its handle.
  const from = (await page.getByRole('button', { name: 'Kéo để sắp xếp câu 3' }).boundingBox())!;
  const to = (await page.getByRole('button', { name: 'Kéo để sắp xếp câu 1' }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
  await page.mouse.up();
  await expect(items.nth(0)).toContainText('Câu thứ ba');

  // With the keyboard: Space lifts it, an arrow moves it, Space puts it down.
  // The handles are off while the dragged order is being saved.
  await expect(page.getByRole('button', { name: 'Kéo để sắp xếp câu 1' })).toBeEnabled();
  await page.getByRole('button', { name: 'Kéo để sắp xếp câu 1' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/câu 1.* vị trí 1 trên 3\./)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  // The move may scroll the page first (smoothly): drop once it is announced, as a listening user would.
  await expect(page.getByText('câu 1 đang ở vị trí 2 trên 3.')).toBeAttached();
  await page.keyboard.press('Space');
  await expect(items.nth(1)).toContainText('Câu thứ ba');

  await page.reload();
  await expect(items.nth(0)).toContainText('Câu thứ nhất');
  await expect(items.nth(1)).toContainText('Câu thứ ba');
  await expect(items.nth(2)).toContainText('Câu thứ hai');
});

test('a bank goes out as Moodle XML and comes back whole', async ({ page, request }) => {
  const teacher = await apiLogin(request, 'gv.minh@nguyendu.edu.vn');
  const h = headers(teacher);
  const bank = async (name: string) => (await (await request.post('/api/s/personal/question_collections', { headers: h, data: { name } })).json()).data;
  const from = await bank('Chuyển sang Moodle');
  const to = await bank('Nhận về từ Moodle');
  const questions = [
    {
      questionType: 'singleChoice',
      content: {
        text: 'x',
        html: '<p>Nghiệm của <span data-type="inline-math" data-latex="x^2 = 4"></span> (x dương) là</p>',
        options: [
          { id: 'a', text: '2' },
          { id: 'b', text: '−2' },
        ],
      },
      answerKey: { type: 'singleChoice', optionId: 'a' },
    },
    { questionType: 'textAnswer', content: { text: 'Thủ đô của Việt Nam?' }, answerKey: { type: 'textAnswer', accepted: ['Hà Nội'] } },
  ];
  for (const data of questions)
    expect((await request.post(`/api/s/personal/question_collections/${from.id}/questions`, { headers: h, data })).status()).toBe(201);

  await login(page, 'gv.minh@nguyendu.edu.vn');
  await page.goto(`/${teacher.schoolId}/person-library/question/${from.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Xuất' }).click();
  await page.getByRole('menuitem', { name: 'Xuất Moodle XML' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Chuyen-sang-Moodle.xml');

  await page.goto(`/${teacher.schoolId}/person-library/question/${to.id}`);
  await page.getByRole('button', { name: 'Nhập câu hỏi' }).click();
  await page.getByRole('menuitem', { name: 'Nhập từ Moodle XML' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập câu hỏi từ Moodle XML' });
  await dialog.getByLabel('Tệp Moodle XML (.xml)').setInputFiles({ name: 'sai.xml', mimeType: 'application/xml', buffer: Buffer.from('<html></html>') });
  await expect(dialog.getByText('Tệp không phải là tệp Moodle XML hợp lệ')).toBeVisible();
  await dialog.getByLabel('Tệp Moodle XML (.xml)').setInputFiles(await file.path());
  await expect(dialog.getByRole('status')).toHaveText('2 câu hỏi hợp lệ · 0 câu có lỗi');
  await dialog.getByRole('button', { name: 'Nhập 2 câu hỏi' }).click();
  await expect(page.getByText('Đã nhập 2 câu hỏi')).toBeVisible();
  await expect(page.locator('main math')).toBeVisible();
  await expect(page.getByText('Đáp án chấp nhận: Hà Nội')).toBeVisible();
});
