// The gradebook of Lớp 7A2: a student's quiz is in it with its score; the teacher reaches it from the group page,
// sorts and filters it, and the exported .xlsx (read back with ExcelJS) holds the same numbers as the screen.
import ExcelJS from 'exceljs';
import { test, expect } from './fixtures.ts';
import { apiLogin, headers, QUIZ, submitQuiz, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

const STUDENT = 'hs29@nguyendu.edu.vn';
const TEACHER_A2 = 'gv.minh@nguyendu.edu.vn';

test('the gradebook shows a submitted quiz, filters, and exports the same numbers to .xlsx', async ({ page, request }) => {
  // hs29 answers the 3-minute quiz: 4 + 3 of 10 points right.
  const student = await apiLogin(request, STUDENT);
  const { groupId } = await submitQuiz(request, student, 'Lớp 7A2', 'b', 'Tokyo');

  await uiLogin(page, TEACHER_A2);
  await page.goto(`/${student.schoolId}/school-group/${groupId}`);
  await page.getByRole('link', { name: 'Bảng điểm' }).click();
  await expect(page.getByRole('heading', { name: 'Bảng điểm Lớp 7A2' })).toBeVisible();
  await settled(page);
  const quizColumn = page.getByRole('columnheader', { name: new RegExp(QUIZ) });
  await expect(quizColumn).toBeVisible();
  const row = page.getByRole('row', { name: /Dương Thảo/ });
  const headersText = await page.getByRole('columnheader').allTextContents();
  const quizIndex = headersText.findIndex((h) => h.includes(QUIZ));
  await expect(row.getByRole('cell').nth(quizIndex - 1)).toContainText('7');

  // Sorting by the quiz puts the best score first; the search keeps one student.
  await quizColumn.getByRole('button').click();
  await expect(quizColumn).toHaveAttribute('aria-sort', 'descending');
  await page.getByLabel('Tìm học sinh').fill('duong thao');
  await expect(page.getByRole('rowheader')).toHaveText(['Dương Thảo']);
  await page.getByLabel('Tìm học sinh').fill('');

  // The export: the same class, the same score, as numbers.
  const api = (await (await request.get(`/api/s/school_groups/${groupId}/gradebook`, { headers: headers(await apiLogin(request, TEACHER_A2)) })).json())
    .data as { rows: { student: { email: string } }[] };
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Xuất Excel (.xlsx)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^Bang-diem-Lop-7A2-\d{2}-\d{2}-\d{4}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const ws = wb.getWorksheet('Bảng điểm')!;
  expect(ws.getCell('A1').value).toBe('BẢNG ĐIỂM LỚP 7A2');
  const header = (ws.getRow(5).values as unknown[]).map(String);
  const quizCol = header.findIndex((h) => h === `Bài thi: ${QUIZ}`);
  expect(quizCol).toBeGreaterThan(0);
  const emails = Array.from({ length: api.rows.length }, (_, i) => ws.getRow(6 + i).getCell(4).value);
  expect(emails).toHaveLength(15);
  const mine = emails.indexOf(STUDENT);
  expect(mine).toBeGreaterThanOrEqual(0);
  expect(ws.getRow(6 + mine).getCell(quizCol).value).toBe(7);
  expect(ws.getRow(6 + mine).getCell(2).value).toBe('Dương');
});
