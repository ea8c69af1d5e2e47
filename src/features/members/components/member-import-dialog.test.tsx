// Importing from Excel: a file that is not a workbook or lacks a column is refused with its reason; a file's problems
// are listed by Excel line and column with the import held back; a clean file is imported at once, all rows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ExcelJS from 'exceljs';
import { data, mockApi } from '@/test/api-mock.ts';
import { renderInApp } from '@/test/render-in-app.tsx';
import { MSG } from '@/shared/messages.ts';
import type { MemberImportResult } from '@/shared/member.ts';
import { MemberImportDialog } from './member-import-dialog.tsx';

const api = mockApi();
afterEach(() => cleanup());

async function workbook(rows: string[][]): Promise<File> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Học sinh');
  for (const r of rows) sheet.addRow(r);
  return new File([await book.xlsx.writeBuffer()], 'ds.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

const HEADER = ['Họ và tên đệm', 'Tên', 'Email', 'Lớp'];
const result = (over: Partial<MemberImportResult>): MemberImportResult => ({
  total: 2,
  newAccounts: 2,
  existingAccounts: 0,
  issues: [],
  saved: false,
  ...over,
});

function show() {
  const onClose = vi.fn();
  renderInApp(() => <MemberImportDialog open onClose={onClose} schoolId={1} kind="student" />);
  return { onClose };
}

describe('MemberImportDialog', () => {
  it('refuses a file that is not a workbook, and one without the needed columns', async () => {
    const user = userEvent.setup();
    show();
    const input = await screen.findByLabelText('Danh sách học sinh (.xlsx)');
    await user.upload(input, new File(['not a spreadsheet'], 'cu.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
    expect(await screen.findByText(MSG.sheetNotXlsx)).toBeInTheDocument();
    await user.upload(
      input,
      await workbook([
        ['Họ', 'Số điện thoại'],
        ['Lê', '0912345678'],
      ]),
    );
    expect(await screen.findByText('Tệp không đúng mẫu: thiếu cột Email, Tên. Hãy tải tệp mẫu và điền theo mẫu.')).toBeInTheDocument();
    expect(api.callsTo('post', 's/students/import')).toHaveLength(0);
  });

  it('lists each problem by its Excel line and column and holds the import back, then imports a clean file', async () => {
    const user = userEvent.setup();
    api.on('post', 's/students/import', data(result({ issues: [{ index: 1, field: 'class_name', message: MSG.memberImportClassUnknown }] })), { once: true });
    const { onClose } = show();
    const input = await screen.findByLabelText('Danh sách học sinh (.xlsx)');
    await user.upload(input, await workbook([HEADER, ['Lê', 'An', 'an@x.vn', 'Lớp 7A1'], ['Lê', 'Bình', 'binh@x.vn', 'Lớp 9Z']]));
    const table = await screen.findByRole('table', { name: 'Các dòng có lỗi' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`3Lớp${MSG.memberImportClassUnknown}`);
    expect(screen.getByRole('button', { name: 'Nhập học sinh' })).toBeDisabled();
    expect(api.callsTo('post', 's/students/import')[0]!.body).toMatchObject({
      dryRun: true,
      rows: [{ email: 'an@x.vn', class_name: 'Lớp 7A1' }, { email: 'binh@x.vn' }],
    });

    api.on('post', 's/students/import', (call) => data(result({ saved: (call.body as { dryRun: boolean }).dryRun === false })));
    await user.upload(input, await workbook([HEADER, ['Lê', 'An', 'an@x.vn', 'Lớp 7A1'], ['Lê', 'Bình', 'binh@x.vn', 'Lớp 7A2']]));
    expect(await screen.findByText(/Mọi dòng đều đúng/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nhập 2 học sinh' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('post', 's/students/import').at(-1)!.body).toMatchObject({ dryRun: false });
  });
});
