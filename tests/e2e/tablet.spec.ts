// School tablets (1024×768, touch) and Chromebooks (1366×768): no screen scrolls sideways, the controls a student or
// a teacher touches are at least 44×44 px, and below 1024 px the menu is a drawer that opens, closes with Escape and
// gives the focus back.
import { test, expect, type Page } from './fixtures.ts';
import { signInAndFindExam } from './exam-learning-helpers.ts';
import { apiLogin, headers, uiLogin as signIn } from './exam-api-helpers.ts';
import { menuLinks, openFromMenu, settled, sidebar } from './screens.ts';

const MIN_TARGET = 44;

/** Elements wider than the window, or scroll areas (the page, the content pane) that scroll sideways. */
async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > window.innerWidth) found.push(`page ${root.scrollWidth} > ${window.innerWidth}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main, main *, [role="dialog"], [role="dialog"] *'))) {
      const style = getComputedStyle(el);
      const scrolls = (style.overflowX === 'auto' || style.overflowX === 'scroll') && el.scrollWidth > el.clientWidth + 1;
      const rect = el.getBoundingClientRect();
      if (scrolls || (rect.width > 0 && rect.right > window.innerWidth + 1)) {
        found.push(
          `${el.tagName.toLowerCase()}.${el.className.toString().split(' ').slice(0, 3).join('.')} ${scrolls ? `scrolls ${el.scrollWidth}/${el.clientWidth}` : `ends at ${Math.round(rect.right)}`}`,
        );
      }
    }
    return found.slice(0, 5);
  });
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  expect.soft(await sidewaysScroll(page), `${screen} scrolls sideways`).toEqual([]);
}

async function expectTouchSize(page: Page, selector: string, what: string) {
  const small = await page.locator(selector).evaluateAll(
    (els, min) =>
      els
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .map((el) => ({ name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30), ...el.getBoundingClientRect().toJSON() }))
        .filter((r) => r.width < min || r.height < min)
        .map((r) => `${r.name}: ${Math.round(r.width)}×${Math.round(r.height)}`),
    MIN_TARGET,
  );
  expect.soft(small, `${what} smaller than ${MIN_TARGET}×${MIN_TARGET} px`).toEqual([]);
}

/** Every control a student or a teacher touches on a screen (a link inside a sentence is text, not a control). */
const CONTROLS = 'main button, main a[href]:not(p a), main select, main input:not([type="hidden"]), nav[aria-label="Breadcrumb"] a';

async function walkMenu(page: Page, who: string, { touch = false } = {}) {
  // The sidebar is read once the page it belongs to has loaded (a school's home waits for its data).
  await settled(page);
  for (const { href } of await menuLinks(page)) {
    await openFromMenu(page, href);
    await expectNoSidewaysScroll(page, `${who} ${href}`);
    if (touch) await expectTouchSize(page, CONTROLS, `${who} ${href} controls`);
  }
}

test.describe('a school tablet, 1024×768 by touch', () => {
  test.use({ viewport: { width: 1024, height: 768 }, hasTouch: true });

  test('a student: every screen fits, and the controls of an exam and of the menu are big enough to touch', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A student of one school lands in it.
    const exam = await signInAndFindExam(page, request, 'hs04@nguyendu.edu.vn');
    await expect(page).toHaveURL(/\/\d+$/);
    await expectTouchSize(page, 'aside[aria-label="Menu chính"] a, header button', 'menu and header controls');
    await walkMenu(page, 'student', { touch: true });
    await page.goto(exam.introUrl);
    await page.getByRole('link', { name: 'Bắt đầu làm bài' }).tap();
    await expect(page.getByRole('timer')).toBeVisible();
    await expectNoSidewaysScroll(page, 'exam taking');
    await expectTouchSize(page, 'nav[aria-label="Danh sách câu hỏi"] button', 'navigator buttons');
    await expectTouchSize(page, 'section[aria-label="Câu hỏi"] label:has(input), section[aria-label="Câu hỏi"] button', 'answer choices and question buttons');
    await expectTouchSize(page, 'button:has-text("Nộp bài")', 'submit');
  });

  test('a teacher: every screen of the menu, a group with its announcements, an exam with its schedule and the gradebook', async ({ page, request }) => {
    test.setTimeout(120_000);
    // A mission in the list, whatever ran before: its card's controls are measured too.
    const teacher = await apiLogin(request, 'gv.lan@nguyendu.edu.vn');
    const groups = (await (await request.get('/api/s/school_groups', { headers: headers(teacher) })).json()).data as { id: number; name: string }[];
    const mission = await request.post('/api/s/v2/missions', {
      headers: headers(teacher),
      data: {
        groupId: groups.find((g) => g.name === 'Lớp 7A1')!.id,
        title: 'Luyện nói Unit 3 – máy tính bảng',
        startAt: new Date().toISOString(),
        dueAt: new Date(Date.now() + 7 * 24 * 3600_000).toISOString(),
        tasks: [{ taskType: 'speaking', speakingText: 'We planted trees in the park.' }],
      },
    });
    expect(mission.status()).toBe(200);
    await signIn(page, 'gv.lan@nguyendu.edu.vn');
    await page.getByRole('button', { name: 'Trường THCS Nguyễn Du' }).first().tap();
    await expect(page).toHaveURL(/\/\d+$/);
    await walkMenu(page, 'teacher', { touch: true });
    const school = new URL(page.url()).pathname.split('/')[1];
    await page.goto(`/${school}/school-group`);
    await page
      .getByRole('link', { name: /Lớp 7A1/ })
      .first()
      .tap();
    await settled(page);
    await expect(page.getByRole('region', { name: 'Thông báo của nhóm' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'teacher group');
    await expectTouchSize(page, CONTROLS, 'teacher group controls');
    await page.getByRole('link', { name: 'Kiểm tra 15 phút – Unit 3: Community service' }).tap();
    await settled(page);
    await expect(page.getByRole('region', { name: 'Thời gian làm bài và công bố kết quả' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'teacher exam');
    await expectTouchSize(page, CONTROLS, 'teacher exam controls');
    await page.goBack();
    await page.getByRole('link', { name: 'Bảng điểm' }).tap();
    await settled(page);
    await expect(page.getByRole('table')).toBeVisible();
    await expectTouchSize(page, CONTROLS, 'gradebook controls');
  });

  test('a teacher authoring: a question bank, the question editor, the exam editor and an exam page', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, 'gv.lan@nguyendu.edu.vn');
    await page.getByRole('button', { name: 'Trường THCS Nguyễn Du' }).first().tap();
    await expect(page).toHaveURL(/\/\d+$/);
    const school = new URL(page.url()).pathname.split('/')[1];
    const screens: [string, () => Promise<void>][] = [
      [
        'question bank',
        async () => {
          await page.goto(`/${school}/person-library/question`);
          await page.getByRole('link', { name: 'Toán 7 – Số hữu tỉ và phương trình' }).tap();
          await expect(page.getByRole('heading', { name: 'Câu hỏi' })).toBeVisible();
        },
      ],
      [
        'question editor',
        async () => {
          await page.getByRole('link', { name: 'Sửa câu 2' }).tap();
          await expect(page.getByRole('heading', { name: 'Sửa câu hỏi' })).toBeVisible();
        },
      ],
      [
        'exam editor',
        async () => {
          await page.goto(`/${school}/person-library/exam/add`);
          await expect(page.getByRole('heading', { name: 'Tạo đề thi' })).toBeVisible();
        },
      ],
      [
        'exam page',
        async () => {
          await page.goto(`/${school}/person-library/exam`);
          await page.getByRole('link', { name: 'Kiểm tra nhanh 3 phút', exact: true }).tap();
          await expect(page.getByText('Câu 1 ·')).toBeVisible();
        },
      ],
    ];
    for (const [name, open] of screens) {
      await open();
      await settled(page);
      await expectNoSidewaysScroll(page, `teacher ${name}`);
      // Choice marks are inside labels a finger can hit; the fields and buttons are measured.
      await expectTouchSize(
        page,
        CONTROLS.replace('main input:not([type="hidden"])', 'main input:not([type="hidden"]):not([type="radio"]):not([type="checkbox"])'),
        `teacher ${name} controls`,
      );
    }
  });
});

test.describe('a Chromebook, 1366×768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  for (const [who, email] of [
    ['teacher', 'gv.lan@nguyendu.edu.vn'],
    ['school administrator', 'quantri@nguyendu.edu.vn'],
    ['system administrator', 'admin@lophocso.vn'],
  ] as const) {
    test(`the ${who}'s screens fit the width`, async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page, email);
      // The teacher belongs to two schools and chooses; the school administrator lands in his only one.
      if (who === 'teacher') await page.getByRole('button', { name: 'Trường THCS Nguyễn Du' }).first().click();
      if (who !== 'system administrator') await expect(page).toHaveURL(/\/\d+$/);
      await walkMenu(page, who);
    });
  }
});

test.describe('narrower than 1024 px', () => {
  test.use({ viewport: { width: 900, height: 700 }, hasTouch: true });

  test('the menu is a drawer: closed at first, opens over the page, Escape closes it and the focus returns', async ({ page }) => {
    await signIn(page, 'hs01@nguyendu.edu.vn');
    await expect(page).toHaveURL(/\/\d+$/);
    const menu = sidebar(page);
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Mở menu' });
    await toggle.tap();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Đóng menu' }).first()).toBeVisible();
    // Over the page, not beside it: the content keeps its width.
    const mainWidth = await page.getByRole('main').evaluate((m) => m.getBoundingClientRect().width);
    expect(mainWidth).toBeGreaterThan(850);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    // Choosing a page closes it.
    await toggle.tap();
    await menu.getByRole('link', { name: 'Nhóm của tôi' }).tap();
    await expect(page).toHaveURL(/my-learning-group/);
    await expect(menu).toBeHidden();
  });
});
