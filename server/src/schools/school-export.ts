// The schools list as an Excel file (spec §7 GET /schools/export): the import template's columns first, so an exported
// file can be edited and imported again (an import skips the codes that exist), then the state and member count.
// A few hundred schools at most: the workbook is made in memory.
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { SCHOOL_COLUMNS, SCHOOL_EXPORT_EXTRA, type SchoolColumnKey } from '../../../src/shared/school-sheet.ts';
import { expiryDay } from '../../../src/shared/schemas/school.ts';
import { provinces, wardsOf } from './address-units.ts';

/** yyyy-MM-dd as dd/MM/yyyy, as a Vietnamese sheet writes a day (and the import reads it). */
const vnDay = (day: string | null) => (day ? day.split('-').reverse().join('/') : '');

export async function schoolsWorkbook(db: Db, where: SQL | undefined): Promise<Uint8Array> {
  const schools = await db
    .select({
      id: t.schools.id,
      name: t.schools.name,
      code: t.schools.code,
      provinceCode: t.schools.provinceCode,
      wardCode: t.schools.wardCode,
      street: t.schools.street,
      phone: t.schools.phone,
      email: t.schools.email,
      contractStartsOn: t.schools.contractStartsOn,
      expiresAt: t.schools.expiresAt,
      storageLimitMb: t.schools.storageLimitMb,
      speakingCallLimit: t.schools.speakingCallLimit,
      isActive: t.schools.isActive,
      memberCount: sql<number>`(select count(*)::int from school_members m where m.school_id = "schools"."id" and m.is_active)`,
    })
    .from(t.schools)
    .where(where)
    .orderBy(asc(t.schools.name), asc(t.schools.id));
  // Each school's first administrator (a supervisor without a role), as the details screen lists them.
  const admins = schools.length
    ? await db
        .select({ schoolId: t.schoolMembers.schoolId, lastName: t.users.lastName, firstName: t.users.firstName, email: t.users.email })
        .from(t.schoolMembers)
        .innerJoin(t.users, eq(t.users.id, t.schoolMembers.userId))
        .where(
          and(
            inArray(
              t.schoolMembers.schoolId,
              schools.map((s) => s.id),
            ),
            eq(t.schoolMembers.position, 'supervisor'),
            sql`${t.schoolMembers.schoolRoleId} is null`,
          ),
        )
        .orderBy(asc(t.schoolMembers.id))
    : [];
  const adminOf = new Map<number, (typeof admins)[number]>();
  for (const a of admins) if (!adminOf.has(a.schoolId)) adminOf.set(a.schoolId, a);
  const provinceName = new Map(provinces().map((p) => [p.code, p.name]));
  const wardName = (provinceCode: string | null, wardCode: string | null) =>
    provinceCode && wardCode ? (wardsOf(provinceCode).find((w) => w.code === wardCode)?.name ?? '') : '';
  const now = Date.now();

  // Loaded for the export only: an idle server does not carry the spreadsheet library.
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.creator = 'Lớp học số';
  const sheet = book.addWorksheet('Trường học');
  sheet.columns = [
    ...SCHOOL_COLUMNS.map((c) => ({ header: c.title, key: c.key, width: c.width, style: { numFmt: '@' } })),
    ...SCHOOL_EXPORT_EXTRA.map((c) => ({ header: c.title, width: c.width })),
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const s of schools) {
    const admin = adminOf.get(s.id);
    const cells: Record<SchoolColumnKey, string | number> = {
      name: s.name,
      code: s.code,
      province: (s.provinceCode && provinceName.get(s.provinceCode)) || '',
      ward: wardName(s.provinceCode, s.wardCode),
      street: s.street ?? '',
      phone: s.phone ?? '',
      email: s.email ?? '',
      contract_start: vnDay(s.contractStartsOn),
      contract_end: vnDay(expiryDay(s.expiresAt)),
      storage_limit_mb: s.storageLimitMb ?? '',
      speaking_call_limit: s.speakingCallLimit ?? '',
      admin_last_name: admin?.lastName ?? '',
      admin_first_name: admin?.firstName ?? '',
      admin_email: admin?.email ?? '',
    };
    const state = !s.isActive ? 'Đã tắt' : s.expiresAt.getTime() < now ? 'Hết hạn' : 'Đang hoạt động';
    sheet.addRow([...SCHOOL_COLUMNS.map((c) => cells[c.key]), state, Number(s.memberCount)]);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}
