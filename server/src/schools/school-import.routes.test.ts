// Schools from a spreadsheet's rows (preview, then all or nothing) and the list as an Excel file that imports back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO, DEMO_SCHOOL_CODE, EXPIRED_SCHOOL_CODE } from '../seed.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SCHOOL_COLUMNS } from '../../../src/shared/school-sheet.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let sysadmin = '';

beforeAll(async () => {
  server = await startTestServer();
  sysadmin = await server.login(DEMO.systemAdmin);
});
afterAll(() => server.close());

const row = (code: string, over: Record<string, unknown> = {}) => ({
  name: `Trường THCS ${code}`,
  code,
  province: 'Hà Nội',
  ward: 'Phường Ba Đình',
  street: '12 Phan Đình Phùng',
  phone: '0243823456',
  email: null,
  contract_start: '2026-09-01',
  contract_end: '2027-08-31',
  storage_limit_mb: '2048',
  speaking_call_limit: null,
  admin_last_name: 'Phạm Thị',
  admin_first_name: 'Hoa',
  admin_email: `qtv.${code.toLowerCase()}@truong.edu.vn`,
  ...over,
});

const importRows = (rows: unknown[], dryRun: boolean, token = sysadmin) => server.call('POST', 'schools/import', { token, body: { rows, dryRun } });

describe('POST schools/import', () => {
  it('previews without saving, with every row’s problems by index and field', async () => {
    const res = await importRows(
      [
        row('NHAP-01'),
        row('NHAP-02', { province: 'Tỉnh Không Có' }),
        row('nhap-01'),
        row(DEMO_SCHOOL_CODE),
        row('NHAP-05', { ward: 'Phường Bến Nghé' }),
        row('NHAP-06', { contract_end: '2026-01-01', admin_email: 'khong-phai-email' }),
      ],
      true,
    );
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ total: 6, saved: false });
    expect(res.json.data.issues).toEqual([
      { index: 1, field: 'province', message: MSG.schoolImportProvinceUnknown },
      { index: 2, field: 'code', message: SERVER_MSG.schoolImportCodeDuplicate },
      { index: 3, field: 'code', message: MSG.schoolCodeExists },
      { index: 4, field: 'ward', message: MSG.schoolImportWardUnknown },
      { index: 5, field: 'admin_email', message: MSG.emailInvalid },
      { index: 5, field: 'contract_end', message: MSG.schoolContractEndBeforeStart },
    ]);
    const saved = await server.db.select().from(t.schools).where(eq(t.schools.code, 'NHAP-01'));
    expect(saved).toHaveLength(0);
  });

  it('saves nothing when a row has a problem, and every school with its administrator when none has', async () => {
    const refused = await importRows([row('NHAP-10'), row('NHAP-11', { province: '' })], false);
    expect(refused.status).toBe(422);
    expect(refused.json.errors).toEqual({ 'rows.1.province': [MSG.schoolProvinceRequired] });
    expect(await server.db.select().from(t.schools).where(eq(t.schools.code, 'NHAP-10'))).toHaveLength(0);

    const before = server.mailer.sent.length;
    // Names as people type them: no diacritics, "TP", a ward without its kind; one administrator for two schools.
    const res = await importRows(
      [
        row('NHAP-10', { province: 'tp ha noi', ward: 'ba dinh', admin_email: 'qtv.chung@truong.edu.vn' }),
        row('NHAP-11', { admin_email: 'QTV.Chung@truong.edu.vn', storage_limit_mb: 500 }),
        row('NHAP-12', { admin_email: DEMO.schoolAdmin }),
      ],
      false,
    );
    expect(res.status).toBe(201);
    expect(res.json.data).toEqual({ total: 3, issues: [], saved: true, newAdmins: 1 });
    const made = await server.db
      .select()
      .from(t.schools)
      .where(inArray(t.schools.code, ['NHAP-10', 'NHAP-11', 'NHAP-12']));
    expect(made.map((s) => s.address).sort()).toEqual(Array(3).fill('12 Phan Đình Phùng, Phường Ba Đình, Thành phố Hà Nội'));
    expect(made.find((s) => s.code === 'NHAP-11')!.storageLimitMb).toBe(500);
    // Each school has its default roles and its first administrator, as one made by the form.
    const admins = await server.db
      .select({ schoolId: t.schoolMembers.schoolId, position: t.schoolMembers.position })
      .from(t.schoolMembers)
      .where(
        inArray(
          t.schoolMembers.schoolId,
          made.map((s) => s.id),
        ),
      );
    expect(admins).toHaveLength(3);
    expect(admins.every((a) => a.position === 'supervisor')).toBe(true);
    const roles = await server.db.select().from(t.schoolRoles).where(eq(t.schoolRoles.schoolId, made[0]!.id));
    expect(roles.length).toBeGreaterThan(0);
    // One mail: the new administrator's set-password link (the existing account joins as it is).
    const mails = server.mailer.sent.slice(before);
    expect(mails.map((m) => m.to)).toEqual(['qtv.chung@truong.edu.vn']);
    expect(mails[0]!.text).toMatch(/\/new-password\?token=/);
  });

  it('is the system administrator’s: refused to a school administrator, and for a list too long', async () => {
    expect((await importRows([row('NHAP-20')], true, await server.login(DEMO.schoolAdmin))).status).toBe(403);
    const tooMany = await importRows(
      Array.from({ length: 501 }, (_, i) => row(`NHAP-X${i}`)),
      true,
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.errors.rows).toEqual([MSG.schoolImportTooMany]);
  });
});

describe('GET schools/export', () => {
  const download = (query = '', token = sysadmin) => server.app.request(`/api/schools/export${query}`, { headers: { authorization: `Bearer ${token}` } });

  it('gives the filtered list as .xlsx in the import’s columns, which imports back once the codes change', async () => {
    const res = await download('?status=expired');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment;/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await res.arrayBuffer());
    const sheet = book.getWorksheet('Trường học')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([...SCHOOL_COLUMNS.map((c) => c.title), 'Trạng thái', 'Số thành viên']);
    expect(sheet.rowCount).toBe(2);
    const cells = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(cells[1]).toBe(EXPIRED_SCHOOL_CODE);
    expect(cells[SCHOOL_COLUMNS.length]).toBe('Hết hạn');

    const all = new ExcelJS.Workbook();
    await all.xlsx.load(await (await download()).arrayBuffer());
    const rows = all.getWorksheet('Trường học')!.getSheetValues().slice(2) as unknown[][];
    const imported = await server.db.select().from(t.schools).where(eq(t.schools.code, 'NHAP-10'));
    const exported = rows.find((r) => r[2] === 'NHAP-10')!;
    const asRow = Object.fromEntries(SCHOOL_COLUMNS.map((c, i) => [c.key, exported[i + 1] === undefined ? null : String(exported[i + 1])]));
    expect(asRow).toMatchObject({ province: 'Thành phố Hà Nội', ward: 'Phường Ba Đình', contract_end: '31/08/2027', admin_email: 'qtv.chung@truong.edu.vn' });
    expect(imported).toHaveLength(1);
    // The app turns dd/MM/yyyy back into days when it reads the sheet; here the row is sent as the app would.
    const again = await importRows(
      [{ ...asRow, code: 'NHAP-10B', contract_start: '2026-09-01', contract_end: '2027-08-31', storage_limit_mb: asRow.storage_limit_mb }],
      true,
    );
    expect(again.json.data.issues).toEqual([]);
  });

  it('is refused to anyone without the schools permission', async () => {
    expect((await download('', await server.login(DEMO.schoolAdmin))).status).toBe(403);
  });
});
