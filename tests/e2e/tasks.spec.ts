// A background task from the teacher's exam page: she starts the Excel export of the results, leaves the page while
// it runs, comes back to find it finished, and downloads a real workbook with a row for every student of the group.
import ExcelJS from 'exceljs';
import { test, expect } from './fixtures.ts';
import { TEACHER, apiLogin, midtermOf, uiLogin } from './exam-api-helpers.ts';

test('the results export runs in the background, survives leaving the page, and downloads a workbook', async ({ page, request }) => {
  const student = await apiLogin(request, 'hs01@nguyendu.edu.vn');
  const { groupId, examId, title } = await midtermOf(request, student, 'Lớp 7A1');
  await uiLogin(page, TEACHER);
  const examPage = `/${student.schoolId}/school-group/${groupId}/${examId}`;
  await page.goto(examPage);
  const panel = page.getByRole('region', { name: 'Xuất kết quả ra Excel' });
  await panel.getByRole('button', { name: /^(Xuất Excel|Tạo lại)$/ }).click();

  // Away from the page while it runs, then back: the task is found again.
  await page.getByRole('link', { name: '← Đề thi của nhóm' }).click();
  await expect(page.getByRole('heading', { name: 'Lớp 7A1' })).toBeVisible();
  await page.goto(examPage);
  await expect(panel.getByText('Tệp đã sẵn sàng:')).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText(`Kết quả – ${title} – Lớp 7A1.xlsx`);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Tải xuống' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`Kết quả – ${title} – Lớp 7A1.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(await download.path());
  const sheet = book.getWorksheet('Kết quả')!;
  expect(sheet.getRow(1).getCell(1).value).toBe(`${title} – Lớp 7A1`);
  const names = Array.from({ length: 15 }, (_, i) => String(sheet.getRow(5 + i).getCell(2).value));
  expect(names).toContain('Nguyễn An');
  expect(sheet.getRow(20).getCell(2).value ?? null).toBeNull();
});
