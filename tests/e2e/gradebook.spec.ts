// The gradebook of Lớp 7A2: a student's quiz is in it with its score; the teacher reaches it from the group page,
// sorts and filters it, and the exported .xlsx (read back with ExcelJS) holds the same numbers as the screen.
import ExcelJS from 'exceljs';
import { test, expect } from './fixtures.ts';
import { apiLogin, groupExamsOf, headers, uiLogin } from './exam-api-helpers.ts';
import { settled } from './screens.ts';

const STUDENT = 'hs29@nguyendu.edu.vn';
const TEACHER_A2 = 'gv.minh@nguyendu.edu.vn';
const QUIZ = 'Kiểm tra nhanh 3 phút';

test('the gradebook shows a submitted quiz, filters, and exports the same numbers to .xlsx', async ({ page, request }) => {
  // hs29 answers the 3-minute quiz: 4 + 3 of 10 points right.
  const student = await apiLogin(request, STUDENT);
  const { groupId, exams } = await groupExamsOf(request, student, 'Lớp 7A2');
  const quiz = exams.find((e) => e.title === QUIZ)!;
  const base = `/api/s/personal/learning_groups/${groupId}/exams/${quiz.id}/perform`;
  const attempt = (await (await request.post(`${base}/new`, { headers: headers(student) })).json()).data as {
    id: number;
    fractions: { questions: { id: number; content: { text: string } }[] }[];
  };
  const q = (text: string) => attempt.fractions[0]!.questions.find((x) => x.content.text.includes(text))!.id;
  const at = new Date().toISOString();
  const submit = await request.put(`${base}/${attempt.id}`, {
    headers: headers(student, { 'Idempotency-Key': crypto.randomUUID() }),
    data: {
      submit: true,
      answers: [
        { questionId: q('2 + 3'), answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: at },
        { questionId: q('Nhật Bản'), answer: { type: 'textAnswer', text: 'Tokyo' }, clientUpdatedAt: at },
      ],
    },
  });
  expect(submit.status()).toBe(200);

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
