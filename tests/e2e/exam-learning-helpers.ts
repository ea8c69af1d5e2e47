// Browser-test helpers for the student's exam screens: open an exam of the demo group through the UI, read the
// countdown, wait for answers to be committed, and wait for the service worker to control the page.
import { expect, type APIRequestContext, type Page } from './fixtures.ts';
import { apiLogin, headers, midtermOf, uiLogin, type ApiUser } from './exam-api-helpers.ts';

export const GROUP = 'Lớp 7A1';

export interface OpenedExam {
  api: ApiUser;
  groupId: number;
  examId: number;
  base: string;
  introUrl: string;
}

/**
 * Signs the student in through the UI; finds the group's mid-term (or the 3-minute quiz) through the API.
 * The browser tests share one database, and a student's attempts of an exam are spent for every later test: every
 * test that starts an exam uses a student of Lớp 7A1 (hs01–hs15) that no other such test uses (hs02 is still free).
 */
export async function signInAndFindExam(page: Page, request: APIRequestContext, email: string, quick = false): Promise<OpenedExam> {
  await uiLogin(page, email);
  const api = await apiLogin(request, email);
  const mid = await midtermOf(request, api, GROUP);
  let examId = mid.examId;
  if (quick) {
    const exams = (await (await request.get(`/api/s/personal/learning_groups/${mid.groupId}/exams`, { headers: headers(api) })).json()).data as {
      id: number;
      duration: number;
    }[];
    examId = exams.find((e) => e.duration === 3 * 60)!.id;
  }
  return {
    api,
    groupId: mid.groupId,
    examId,
    base: `/api/s/personal/learning_groups/${mid.groupId}/exams/${examId}/perform`,
    introUrl: `/${api.schoolId}/my-learning-group/${mid.groupId}/${examId}`,
  };
}

/** Seconds shown by the countdown (mm:ss or hh:mm:ss). */
export async function countdownSeconds(page: Page): Promise<number> {
  const text = (await page.getByRole('timer', { name: 'Thời gian còn lại' }).textContent())!.trim();
  return text
    .split(':')
    .map(Number)
    .reduce((acc, n) => acc * 60 + n, 0);
}

/** What the server says is left: deadline − server now, in seconds, from resuming the attempt. */
export async function serverSecondsLeft(request: APIRequestContext, exam: OpenedExam): Promise<number> {
  const data = (await (await request.post(`${exam.base}/new`, { headers: headers(exam.api) })).json()).data as { deadline: string; serverNow: string };
  return (Date.parse(data.deadline) - Date.parse(data.serverNow)) / 1000;
}

/**
 * How far the countdown is from the server's deadline, in seconds: the countdown is read just before and just after
 * the server's own figure (it shows whole seconds rounded up), and the figure must fall between the two readings.
 */
export async function countdownDrift(page: Page, request: APIRequestContext, exam: OpenedExam): Promise<number> {
  const before = await countdownSeconds(page);
  const left = await serverSecondsLeft(request, exam);
  const after = await countdownSeconds(page);
  if (left > before) return left - before;
  if (left < after - 1) return after - 1 - left;
  return 0;
}

/** Every change on screen is committed to IndexedDB ("Đã lưu" shows only after the commit). */
export async function expectSaved(page: Page) {
  await expect(page.getByText('Đang lưu…')).toHaveCount(0);
  await expect(page.getByText('✓ Đã lưu').first()).toBeVisible();
}

/** The service worker installed after the first load and controls the page (the app then opens offline). */
/** The query keys persisted for the signed-in user, read straight from IndexedDB. */
export const persistedKeys = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const open = indexedDB.open('lhs-read-cache');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('entries')) return resolve([]);
          const all = db.transaction('entries').objectStore('entries').getAll();
          all.onsuccess = () => {
            const keys = (all.result as { clientState?: { queries: { queryKey: unknown }[] } }[]).flatMap(
              (v) => v.clientState?.queries.map((q) => JSON.stringify(q.queryKey)) ?? [],
            );
            db.close();
            resolve(keys);
          };
        };
        open.onerror = () => resolve([]);
      }),
  );

export async function waitForServiceWorker(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

export const jump = (page: Page, n: number) =>
  page
    .getByRole('navigation', { name: 'Danh sách câu hỏi' })
    .getByRole('button', { name: new RegExp(`^Câu ${n}[,–]`) })
    .click();
