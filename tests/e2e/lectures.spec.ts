// Lectures: a teacher makes a lecture in her library and builds it in the slide editor (text, a picture from her
// media, the school's video, a question from her bank), moves a block with the keyboard and undoes it, and presents
// it (the video plays); edits made with the network off survive a reload and reach the server when it is back; a
// student presents the school's lectures and cannot open a colleague's own lecture.
import { test, expect, type Locator, type Page } from './fixtures.ts';
import { expectAccessible } from './axe.ts';
import { apiLogin, headers, TEACHER, uiLogin } from './exam-api-helpers.ts';
import { persistedKeys, waitForServiceWorker } from './exam-learning-helpers.ts';
import { settled } from './screens.ts';
import PptxGenJS from 'pptxgenjs';

const VIDEO = 'Video: Sự bay hơi của nước';
const stage = (page: Page) => page.getByRole('group', { name: /đang sửa$/ });

/** Plays a muted video until it moves; its duration in seconds. */
async function playsFor(video: Locator): Promise<number> {
  return video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    await new Promise<void>((ok) => {
      const tick = () => (v.currentTime > 0.2 ? ok() : requestAnimationFrame(tick));
      tick();
    });
    v.pause();
    return v.duration;
  });
}
const saveState = (page: Page) => page.getByRole('banner').getByRole('status');

test('a teacher builds a lecture with text, a picture, a video and a question, undoes a move and presents it', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await page.goto(`/${schoolId}/person-library/lecture`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Bài giảng của tôi' })).toBeVisible();
  await expectAccessible(page, 'lectures: personal library');

  const name = `Quang hợp ở thực vật ${Date.now()}`;
  await page.getByRole('button', { name: 'Thêm bài giảng' }).click();
  const dialog = page.getByRole('dialog', { name: 'Thêm bài giảng' });
  await dialog.getByLabel('Tên').fill(name);
  await dialog.getByRole('button', { name: 'Lưu' }).click();
  await expect(page).toHaveURL(/\/editor\/\d+$/);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // The new lecture opens with its name on the first slide.
  await expect(stage(page).getByRole('button', { name: `Văn bản: ${name}` })).toBeVisible();

  await page.getByRole('button', { name: '+ Văn bản' }).click();
  const editor = page.getByRole('textbox', { name: 'Nội dung' });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Cây xanh dùng ánh sáng để tạo chất hữu cơ.');
  await expect(stage(page)).toContainText('Cây xanh dùng ánh sáng để tạo chất hữu cơ.');

  await page.getByRole('button', { name: '+ Học liệu' }).click();
  const picker = page.getByRole('dialog', { name: 'Chèn học liệu' });
  await picker.getByRole('button', { name: /Ảnh vòng tuần hoàn nước \(bản của tôi\)/ }).click();
  await expect(picker).toBeHidden();
  const picture = stage(page).getByRole('img', { name: 'Ảnh vòng tuần hoàn nước (bản của tôi)' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // A video from the school's library, played in the editor's stage as on the slide.
  await page.getByRole('button', { name: '+ Học liệu' }).click();
  await picker.getByRole('radio', { name: 'Của trường' }).click();
  await picker.getByRole('button', { name: new RegExp(VIDEO) }).click();
  await expect(picker).toBeHidden();
  await expect(stage(page).getByRole('button', { name: `Học liệu: ${VIDEO}` })).toBeVisible();

  await page.getByRole('button', { name: '+ Câu hỏi' }).click();
  const bank = page.getByRole('dialog', { name: 'Thêm câu hỏi từ ngân hàng' });
  const banks = bank.getByLabel('Ngân hàng câu hỏi');
  await expect(banks.locator('option', { hasText: 'Ngân hàng câu hỏi Tiếng Anh 7' })).toHaveCount(1);
  await banks.selectOption((await banks.locator('option', { hasText: 'Ngân hàng câu hỏi Tiếng Anh 7' }).getAttribute('value'))!);
  await bank.getByRole('listitem').first().getByRole('checkbox').check();
  await bank.getByRole('button', { name: 'Thêm 1 câu' }).click();
  await expect(stage(page).getByRole('button', { name: /^Câu hỏi: / })).toBeVisible();
  await expect(saveState(page)).toHaveText('Đã lưu');

  // Arrows move the chosen block; undo puts it back.
  const block = stage(page).getByRole('button', { name: /^Học liệu: Ảnh vòng tuần hoàn nước/ });
  await block.focus();
  const left = page.getByLabel('Trái (%)');
  const before = Number(await left.inputValue());
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(left).toHaveValue(String(before + 2));
  await page.keyboard.press('ControlOrMeta+z');
  await expect(left).toHaveValue(String(before + 1));
  await page.getByRole('button', { name: 'Hoàn tác' }).click();
  await expect(left).toHaveValue(String(before));

  await page.getByRole('button', { name: '+ Trang mới' }).click();
  await expect(page.getByRole('navigation', { name: 'Các trang chiếu' }).getByRole('button', { name: /^Trang \d+$/ })).toHaveCount(2);
  await expect(saveState(page)).toHaveText('Đã lưu');
  await expectAccessible(page, 'lectures: editor');

  // What the server keeps is what the editor shows after a reload.
  await page.reload();
  await expect(stage(page)).toContainText('Cây xanh dùng ánh sáng để tạo chất hữu cơ.');
  await expect(page.getByRole('navigation', { name: 'Các trang chiếu' }).getByRole('button', { name: /^Trang \d+$/ })).toHaveCount(2);

  await page.getByRole('link', { name: 'Trình chiếu' }).click();
  const shown = page.getByRole('group', { name: 'Trang 1 trên 2' });
  await expect(shown).toContainText('Cây xanh dùng ánh sáng');
  await expectAccessible(page, 'lectures: presentation');
  // The video is the school's file, whole: its 10 seconds, and it plays.
  const video = shown.locator(`video[aria-label="${VIDEO}"]`);
  expect(await playsFor(video)).toBeCloseTo(10, 0);
  await shown.getByRole('button', { name: 'Xem đáp án' }).click();
  await expect(shown).toContainText('(đúng)');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('group', { name: 'Trang 2 trên 2' })).toBeVisible();
  // A swipe to the right goes back.
  const box = (await page.getByRole('group', { name: 'Trang 2 trên 2' }).boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(page.getByRole('group', { name: 'Trang 1 trên 2' })).toBeVisible();
  await page.getByRole('link', { name: '✕ Thoát' }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
});

test('edits made offline stay on the device through a reload and reach the server when the network is back', async ({ page, request, context }) => {
  const teacher = await apiLogin(request, TEACHER);
  const name = `Ôn tập chương 1 ${Date.now()}`;
  const created = await request.post('/api/s/personal/lectures', { headers: headers(teacher), data: { name } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).data.id as number;

  await uiLogin(page, TEACHER);
  await page.goto(`/editor/${id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await waitForServiceWorker(page);
  await expect.poll(async () => (await persistedKeys(page)).join(' '), { timeout: 10_000 }).toContain(`"deck",${id}`);

  await context.setOffline(true);
  await page.getByRole('button', { name: '+ Trang mới' }).click();
  await page.getByRole('button', { name: '+ Văn bản' }).click();
  await page.getByRole('textbox', { name: 'Nội dung' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Soạn khi mất mạng');
  await expect(saveState(page)).toHaveText('Đã lưu trên máy, sẽ gửi khi có mạng');

  await page.reload();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  const slides = page.getByRole('navigation', { name: 'Các trang chiếu' }).getByRole('button', { name: /^Trang \d+$/ });
  await expect(slides).toHaveCount(2);
  await slides.nth(1).click();
  await expect(stage(page)).toContainText('Soạn khi mất mạng');
  await expect(saveState(page)).toHaveText('Đã lưu trên máy, sẽ gửi khi có mạng');

  await context.setOffline(false);
  await expect(saveState(page)).toHaveText('Đã lưu', { timeout: 15_000 });
  const deck = await request.get(`/api/lecture_decks/${id}`, { headers: headers(teacher) });
  const { slides: saved } = (await deck.json()).data.deck as { slides: { blocks: { text?: string }[] }[] };
  expect(saved).toHaveLength(2);
  expect(saved[1]!.blocks.map((b) => b.text)).toContain('Soạn khi mất mạng');
});

test('a student presents the school’s lectures, and cannot add one or open a teacher’s own lecture', async ({ page, request }) => {
  const teacher = await apiLogin(request, TEACHER);
  const own = await request.post('/api/s/personal/lectures', { headers: headers(teacher), data: { name: `Bài riêng ${Date.now()}` } });
  const ownId = (await own.json()).data.id as number;

  await uiLogin(page, 'hs20@nguyendu.edu.vn');
  await page.goto(`/${teacher.schoolId}/library/lecture`);
  await settled(page);
  await expect(page.getByRole('heading', { name: 'Bài giảng của trường' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Thêm bài giảng' })).toHaveCount(0);
  const first = page.getByRole('row').nth(1).getByRole('link').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/editor\/\d+\/preview/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeAttached();
  await expect(page.getByRole('group', { name: /^Trang 1 trên \d+$/ })).toBeVisible();

  await page.goto(`/editor/${ownId}`);
  await expect(page.getByText('Bạn không có quyền thực hiện chức năng này!')).toBeVisible();
});

test('a teacher imports a PowerPoint: each slide becomes a page with its words and notes, opened in the editor', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  const deck = new PptxGenJS();
  deck.layout = 'LAYOUT_16x9';
  const first = deck.addSlide();
  first.background = { color: 'FFF7ED' };
  first.addText('Quang hợp', { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 40, bold: true, color: 'B45309' });
  first.addNotes('Hỏi học sinh: cây cần gì để sống?');
  const second = deck.addSlide();
  second.addText('Diệp lục hấp thụ ánh sáng', { x: 0.5, y: 0.5, w: 9, h: 1, fontSize: 28 });
  second.addShape('rect', { x: 3, y: 2.5, w: 4, h: 2, fill: { color: '16A34A' } });
  const bytes = (await deck.write({ outputType: 'nodebuffer' })) as Buffer;

  await uiLogin(page, TEACHER);
  await page.goto(`/${schoolId}/person-library/lecture`);
  await settled(page);
  await page.getByRole('button', { name: 'Nhập từ PowerPoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập bài giảng từ PowerPoint' });
  const file = `Quang hop ${Date.now()}.pptx`;
  await dialog.getByLabel('Tệp PowerPoint').setInputFiles({
    name: file,
    mimeType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    buffer: bytes,
  });
  await expect(dialog.getByRole('status')).toHaveText('Đã nhập xong. Bài giảng đã có trong danh sách.', { timeout: 60_000 });
  await expectAccessible(page, 'lectures: PowerPoint import');
  await dialog.getByRole('button', { name: 'Mở bài giảng' }).click();

  await expect(page.getByRole('heading', { name: file.replace(/\.pptx$/, ''), level: 1 })).toBeVisible();
  const slides = page.getByRole('navigation', { name: 'Các trang chiếu' }).getByRole('button', { name: /^Trang \d+$/ });
  await expect(slides).toHaveCount(2);
  const picture = stage(page).getByRole('img', { name: 'Quang hợp' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1600);
  await expect(page.getByLabel('Ghi chú cho người trình bày')).toHaveValue('Hỏi học sinh: cây cần gì để sống?');
  await slides.nth(1).click();
  await expect(page.getByLabel('Chữ trên hình của trang')).toHaveValue('Diệp lục hấp thụ ánh sáng');
});

test('a file that is not a PowerPoint is refused before it is sent', async ({ page, request }) => {
  const { schoolId } = await apiLogin(request, TEACHER);
  await uiLogin(page, TEACHER);
  await page.goto(`/${schoolId}/person-library/lecture`);
  await page.getByRole('button', { name: 'Nhập từ PowerPoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nhập bài giảng từ PowerPoint' });
  await dialog.getByLabel('Tệp PowerPoint').setInputFiles({ name: 'bai-giang.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
  await expect(dialog.getByRole('alert')).toHaveText('Hãy chọn một tệp PowerPoint (.pptx)');
});
