// Importing teachers and students from a spreadsheet's rows: the preview counts new and existing accounts and lists
// every row's problem (the form's rules, an email twice in the file or already in the school, an unknown class) without
// saving; saving is all or nothing; new accounts are mailed a set-password link; a teacher may not import.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, DEMO_SCHOOL_CODE, OTHER_SCHOOL_CODE } from '../seed.ts';
import * as t from '../db/schema.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { MAX_MEMBER_IMPORT_ROWS } from '../../../src/shared/schemas/member-import.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let schoolId = 0;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login(DEMO.schoolAdmin);
  const schools = await server.db.select().from(t.schools);
  schoolId = schools.find((s) => s.code === DEMO_SCHOOL_CODE)!.id;
});
afterAll(() => server.close());

const call = (path: string, body: unknown, token = admin) => server.call('POST', path, { token, school: schoolId, body });
const student = (n: number, extra: Record<string, unknown> = {}) => ({
  last_name: 'Nguyễn Văn',
  first_name: `Học Sinh ${n}`,
  email: `nhap.${n}@nguyendu.edu.vn`,
  class_name: 'lop 7a1',
  ...extra,
});

async function usersNamed(emails: string[]) {
  return server.db
    .select({ id: t.users.id, email: t.users.email })
    .from(t.users)
    .where(inArray(sql`lower(${t.users.email})`, emails));
}

describe('POST s/students/import', () => {
  it('previews a file: counts, and every problem by row, saving nothing', async () => {
    const rows = [
      student(1),
      student(2, { phone: '12ab' }),
      student(3, { email: 'nhap.1@nguyendu.edu.vn' }),
      student(4, { class_name: 'Lớp 9Z' }),
      student(5, { email: DEMO.student }),
      { first_name: '', email: 'khong-phai-email' },
      student(6, { class_name: null }),
    ];
    const res = await call('s/students/import', { rows, dryRun: true });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ total: 7, newAccounts: 2, existingAccounts: 0, saved: false });
    expect(res.json.data.issues).toEqual([
      { index: 1, field: 'phone', message: MSG.phoneInvalid },
      { index: 2, field: 'email', message: SERVER_MSG.memberImportDuplicate },
      { index: 3, field: 'class_name', message: MSG.memberImportClassUnknown },
      { index: 4, field: 'email', message: MSG.memberEmailExists },
      { index: 5, field: 'last_name', message: MSG.lastNameRequired },
      { index: 5, field: 'first_name', message: MSG.firstNameRequired },
      { index: 5, field: 'email', message: MSG.emailInvalid },
    ]);
    expect(await usersNamed(['nhap.1@nguyendu.edu.vn', 'nhap.6@nguyendu.edu.vn'])).toEqual([]);
  });

  it('puts nobody into a locked class', async () => {
    await server.db
      .update(t.schoolGroups)
      .set({ isLocked: true })
      .where(and(eq(t.schoolGroups.schoolId, schoolId), eq(t.schoolGroups.name, 'Lớp 7A1')));
    try {
      const res = await call('s/students/import', { rows: [student(40)], dryRun: true });
      expect(res.json.data.issues).toEqual([{ index: 0, field: 'class_name', message: MSG.groupLocked }]);
    } finally {
      await server.db.update(t.schoolGroups).set({ isLocked: false }).where(eq(t.schoolGroups.schoolId, schoolId));
    }
  });

  it('saves nothing when one row has a problem, and says which', async () => {
    const res = await call('s/students/import', { rows: [student(10), student(11, { gender: 'x' })] });
    expect(res.status).toBe(422);
    expect(res.json.message).toBe(MSG.memberImportHasErrors);
    expect(res.json.errors).toEqual({ 'rows.1.gender': [MSG.genderInvalid] });
    expect(await usersNamed(['nhap.10@nguyendu.edu.vn'])).toEqual([]);
  });

  it('saves every row: new accounts in their class with a mailed link, an account of another school joining as it is', async () => {
    const schools = await server.db.select().from(t.schools);
    const other = schools.find((s) => s.code === OTHER_SCHOOL_CODE)!.id;
    const [outsider] = await server.db
      .insert(t.users)
      .values({ email: 'ban.cu@truongkhac.edu.vn', passwordHash: 'x', firstName: 'Cũ', lastName: 'Bạn', userType: 'student' })
      .returning();
    await server.db.insert(t.schoolMembers).values({ schoolId: other, userId: outsider!.id, position: 'student', schoolRoleId: null });
    const before = server.mailer.sent.length;
    const rows = [
      student(20),
      student(21, { phone: '0912 345 678', gender: 1, birthday: '2013-02-03' }),
      student(22, { email: 'Ban.Cu@truongkhac.edu.vn', first_name: 'Mới' }),
    ];
    const res = await call('s/students/import', { rows });
    expect(res.status).toBe(201);
    expect(res.json.data).toMatchObject({ total: 3, newAccounts: 2, existingAccounts: 1, issues: [], saved: true });

    const made = await usersNamed(['nhap.20@nguyendu.edu.vn', 'nhap.21@nguyendu.edu.vn', 'ban.cu@truongkhac.edu.vn']);
    expect(made).toHaveLength(3);
    const [a1] = await server.db
      .select({ id: t.schoolGroups.id })
      .from(t.schoolGroups)
      .where(and(eq(t.schoolGroups.schoolId, schoolId), eq(t.schoolGroups.name, 'Lớp 7A1')));
    const inClass = await server.db
      .select({ userId: t.groupMembers.userId })
      .from(t.groupMembers)
      .where(
        and(
          eq(t.groupMembers.groupId, a1!.id),
          inArray(
            t.groupMembers.userId,
            made.map((u) => u.id),
          ),
        ),
      );
    expect(inClass).toHaveLength(3);
    const [kept] = await server.db.select().from(t.users).where(eq(t.users.id, outsider!.id));
    expect(kept!.firstName).toBe('Cũ');
    const mails = server.mailer.sent.slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(['nhap.20@nguyendu.edu.vn', 'nhap.21@nguyendu.edu.vn']);
    expect(mails[0]!.text).toMatch(/\/new-password\?token=/);

    // The same file again: everyone is already in the school.
    const again = await call('s/students/import', { rows, dryRun: true });
    expect(again.json.data.issues.map((i: { message: string }) => i.message)).toEqual([MSG.memberEmailExists, MSG.memberEmailExists, MSG.memberEmailExists]);
  });

  it('imports teachers with their positions (a teacher when the cell is empty)', async () => {
    const res = await call('s/teachers/import', {
      rows: [
        { last_name: 'Lê', first_name: 'Văn Tổ', email: 'to.truong@nguyendu.edu.vn', position: 'officer' },
        { last_name: 'Lê', first_name: 'Thị Hoa', email: 'gv.hoa@nguyendu.edu.vn' },
      ],
    });
    expect(res.status).toBe(201);
    const rows = await server.db
      .select({ email: t.users.email, position: t.schoolMembers.position })
      .from(t.schoolMembers)
      .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
      .where(and(eq(t.schoolMembers.schoolId, schoolId), inArray(t.users.email, ['to.truong@nguyendu.edu.vn', 'gv.hoa@nguyendu.edu.vn'])));
    expect(Object.fromEntries(rows.map((r) => [r.email, r.position]))).toEqual({ 'to.truong@nguyendu.edu.vn': 'officer', 'gv.hoa@nguyendu.edu.vn': 'teacher' });
  });

  it('refuses an empty file, a file over the limit, and a teacher', async () => {
    expect((await call('s/students/import', { rows: [] })).json.errors.rows).toEqual([MSG.sheetEmpty]);
    const many = Array.from({ length: MAX_MEMBER_IMPORT_ROWS + 1 }, (_, i) => student(1000 + i));
    const tooMany = await call('s/students/import', { rows: many, dryRun: true });
    expect(tooMany.status).toBe(422);
    expect(tooMany.json.messages).toEqual([MSG.memberImportTooMany]);
    const teacher = await server.login(DEMO.teacher);
    expect((await call('s/students/import', { rows: [student(30)] }, teacher)).status).toBe(403);
  });
});
