// The system administrator's school list and details, and the option lists (selections) every user reads.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from '../auth/auth-cache.ts';
import { permissionId } from '../../../src/shared/permissions.ts';
import { DEMO, DEMO_SCHOOL_CODE, EXPIRED_SCHOOL_CODE } from '../seed.ts';
import { EXPIRING_SCHOOL_CODE } from '../dashboard/seed.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';

let server: TestServer;
let sysadmin = '';

beforeAll(async () => {
  server = await startTestServer();
  sysadmin = await server.login(DEMO.systemAdmin);
});
afterAll(() => server.close());

const get = (path: string, token = sysadmin, school?: number) => server.call('GET', path, { token, school });

describe('GET schools', () => {
  it('lists schools with member counts, paginated', async () => {
    const res = await get('schools?perPage=2');
    expect(res.status).toBe(200);
    expect(res.json.pagination).toEqual({ total: 4, page: 1, perPage: 2 });
    const all = (await get('schools')).json.data;
    const demo = all.find((s: { code: string }) => s.code === DEMO_SCHOOL_CODE);
    expect(demo).toMatchObject({ name: 'Trường THCS Nguyễn Du', isActive: true, memberCount: 34, address: expect.any(String) });
    expect(Date.parse(demo.expiresAt)).toBeGreaterThan(Date.now());
  });

  it('searches by name without accents or by code, and filters by status', async () => {
    const found = await get('schools?name=hoa binh');
    expect(found.json.data.map((s: { code: string }) => s.code)).toEqual([EXPIRED_SCHOOL_CODE]);
    expect((await get('schools?name=leloi')).json.data).toHaveLength(1);
    expect((await get('schools?status=expired')).json.data.map((s: { code: string }) => s.code)).toEqual([EXPIRED_SCHOOL_CODE]);
    expect((await get('schools?status=active')).json.pagination.total).toBe(3);
    // Open, ending within 30 days: the demo's Chu Văn An (the system overview's seed).
    expect((await get('schools?status=expiring')).json.data.map((s: { code: string }) => s.code)).toEqual([EXPIRING_SCHOOL_CODE]);
    expect((await get('schools?status=closed')).status).toBe(422);
  });

  it('answers one school, 404 for an unknown id', async () => {
    const id = (await get('schools')).json.data[0].id;
    expect((await get(`schools/${id}`)).json.data.id).toBe(id);
    expect((await get('schools/999999')).status).toBe(404);
  });
});

describe('GET selections', () => {
  it('answers grades, subjects, textbook series and permission catalogues', async () => {
    const teacher = await server.login(DEMO.teacher);
    expect((await get('selections/grades', teacher)).json.data).toHaveLength(12);
    expect((await get('selections/subjects', teacher)).json.data[0]).toEqual({ id: expect.any(Number), name: 'Toán' });
    expect((await get('selections/textbook_series', teacher)).json.data[0]).toEqual({ id: 1, name: 'Kết nối tri thức' });
    const perms = (await get('selections/school_permissions', teacher)).json.data;
    expect(perms[0]).toEqual({ id: 1000, name: 'Xem nhóm học tập', action: 'view', group: { key: 'school_group' } });
    expect((await get('selections/system_permissions', teacher)).json.data[0].group.key).toBe('school');
  });

  it('school_roles needs X-SCHOOL-ID and lists only that school’s roles', async () => {
    const admin = await server.login(DEMO.schoolAdmin);
    expect((await get('selections/school_roles', admin)).status).toBe(403);
    const schools = (await get('schools')).json.data;
    const demo = schools.find((s: { code: string }) => s.code === DEMO_SCHOOL_CODE).id;
    const roles = (await get('selections/school_roles', admin, demo)).json.data;
    expect(roles.map((r: { name: string }) => r.name)).toEqual(['Hiệu trưởng', 'Giáo viên', 'Học sinh']);
  });
});

describe('who may list schools', () => {
  it('a system role holding school.view may, a school administrator may not', async () => {
    const admin = await server.login(DEMO.schoolAdmin);
    expect((await get('schools', admin)).status).toBe(403);
    const [user] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.schoolAdmin));
    await server.db.insert(t.systemRoles).values({ id: 90, name: 'Quản lý trường học' });
    await server.db.insert(t.systemRolePermissions).values({ roleId: 90, permissionId: permissionId('school.view') });
    await server.db.insert(t.userSystemRoles).values({ userId: user!.id, roleId: 90 });
    // Rows written behind the server's back: do what a role-assigning endpoint does, drop the cached identity.
    invalidateUser(user!.id);
    expect((await get('schools', admin)).status).toBe(200);
  });
});

// Writes by the system administrator: a school with its first administrator and default roles, edits, switching off
// and on, extending the contract, and deleting only an empty school.
const HA_NOI = '01';
const BA_DINH = '00004';
const as = (token: string) => (method: string, path: string, body?: unknown, school?: number) => server.call(method, path, { token, body, school });

const newSchool = (code: string, extra: Record<string, unknown> = {}) => ({
  name: 'Trường THCS Thử',
  code,
  street: '1 Hoàng Diệu',
  province_code: HA_NOI,
  ward_code: BA_DINH,
  phone: '024 3825 1234',
  email: 'lienhe@thcsthu.edu.vn',
  contract_start: '2026-09-01',
  contract_end: '2027-08-31',
  storage_limit_mb: 20480,
  speaking_call_limit: 50000,
  admin: { last_name: 'Vũ', first_name: 'Thị Thu', email: `quantri.${code.toLowerCase()}@thcsthu.edu.vn` },
  ...extra,
});

describe('GET selections/provinces and wards', () => {
  it('answers the 34 provinces of the 2025 units and the wards of one', async () => {
    const provinces = (await get('selections/provinces')).json.data;
    expect(provinces).toHaveLength(34);
    expect(provinces).toContainEqual({ code: HA_NOI, name: 'Thành phố Hà Nội' });
    const wards = (await get(`selections/wards?province=${HA_NOI}`)).json.data;
    expect(wards).toContainEqual({ code: BA_DINH, name: 'Phường Ba Đình' });
    expect((await get('selections/wards?province=99')).json.data).toEqual([]);
    expect((await get('selections/wards')).status).toBe(422);
  });
});

describe('POST schools', () => {
  it('creates the school, its default roles and a new administrator who sets a password and sees it', async () => {
    const before = server.mailer.sent.length;
    const res = await as(sysadmin)('POST', 'schools', newSchool('thu-01'));
    expect(res.status).toBe(201);
    const school = res.json.data;
    expect(school).toMatchObject({
      name: 'Trường THCS Thử',
      code: 'THU-01',
      address: '1 Hoàng Diệu, Phường Ba Đình, Thành phố Hà Nội',
      provinceCode: HA_NOI,
      wardCode: BA_DINH,
      phone: '02438251234',
      contractStartsOn: '2026-09-01',
      storageLimitMb: 20480,
      speakingCallLimit: 50000,
      isActive: true,
      members: { supervisor: 1, officer: 0, teacher: 0, student: 0 },
      administrators: [{ first_name: 'Thị Thu', last_name: 'Vũ', email: 'quantri.thu-01@thcsthu.edu.vn', isActive: true }],
    });
    // The last day counts whole, in Vietnam's time.
    expect(school.expiresAt).toBe('2027-08-31T16:59:59.999Z');
    const roles = await server.db.select().from(t.schoolRoles).where(eq(t.schoolRoles.schoolId, school.id));
    expect(roles.map((r) => [r.name, r.position])).toEqual([
      ['Hiệu trưởng', 'officer'],
      ['Giáo viên', 'teacher'],
      ['Học sinh', 'student'],
    ]);
    const perms = await server.db.select().from(t.schoolRolePermissions).where(eq(t.schoolRolePermissions.roleId, roles[1]!.id));
    expect(perms.map((p) => p.permissionId)).toContain(permissionId('mission.create'));

    const mails = server.mailer.sent.slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe('quantri.thu-01@thcsthu.edu.vn');
    expect(mails[0]!.subject).toBe('Tài khoản Lớp học số của bạn tại Trường THCS Thử');
    const token = /\/new-password\?token=([^\s]+)/.exec(mails[0]!.text)![1]!;
    const set = await server.call('POST', 'passwords', {
      body: { token: decodeURIComponent(token), password: 'MatKhau@2026', passwordConfirmation: 'MatKhau@2026' },
    });
    expect(set.status).toBe(200);
    const admin = await server.login('quantri.thu-01@thcsthu.edu.vn', 'MatKhau@2026');
    const shortcuts = (await server.call('GET', 'shortcuts', { token: admin })).json.data;
    expect(JSON.stringify(shortcuts)).toContain('Trường THCS Thử');
    // An administrator of the school: its roles screen answers.
    const schoolRoles = await as(admin)('GET', 's/roles', undefined, school.id);
    expect(schoolRoles.status).toBe(200);
  });

  it('adds an existing account as the administrator as it is, without mail', async () => {
    const before = server.mailer.sent.length;
    const res = await as(sysadmin)(
      'POST',
      'schools',
      newSchool('THU-02', { admin: { last_name: 'Khác', first_name: 'Tên', email: DEMO.newcomer.toUpperCase() } }),
    );
    expect(res.status).toBe(201);
    expect(res.json.data.administrators).toEqual([expect.objectContaining({ email: DEMO.newcomer, last_name: 'Đinh', first_name: 'Thu Trang' })]);
    expect(server.mailer.sent.length).toBe(before);
  });

  it('refuses a duplicate code in any case, a bad phone, an expiry before the start and a ward of another province', async () => {
    const post = (body: unknown) => as(sysadmin)('POST', 'schools', body);
    const dup = await post(newSchool('nguyendu'));
    expect(dup.status).toBe(422);
    expect(dup.json.errors).toEqual({ code: [MSG.schoolCodeExists] });
    expect((await post(newSchool('THU-03', { code: 'thu 03' }))).json.errors.code).toEqual([MSG.schoolCodeInvalid]);
    const phone = await post(newSchool('THU-03', { phone: '12ab' }));
    expect(phone.status).toBe(422);
    expect(phone.json.errors).toEqual({ phone: [MSG.phoneInvalid] });
    const dates = await post(newSchool('THU-03', { contract_end: '2026-08-31' }));
    expect(dates.status).toBe(422);
    expect(dates.json.errors).toEqual({ contract_end: [MSG.schoolContractEndBeforeStart] });
    const saigonWard = (await get('selections/wards?province=79')).json.data[0].code;
    expect((await post(newSchool('THU-03', { ward_code: saigonWard }))).json.errors).toEqual({ ward_code: [SERVER_MSG.schoolWardInvalid] });
    const missing = await post({ admin: {} });
    expect(missing.json.errors).toMatchObject({ name: [MSG.schoolNameRequired], 'admin.email': [MSG.emailRequired] });
    expect((await server.db.select().from(t.schools).where(eq(t.schools.code, 'THU-03'))).length).toBe(0);
  });

  it('is refused to anyone without school.create', async () => {
    const teacher = await server.login(DEMO.teacher);
    expect((await as(teacher)('POST', 'schools', newSchool('THU-04'))).status).toBe(403);
  });
});

describe('PATCH and DELETE schools', () => {
  let id = 0;
  let adminToken = '';
  beforeAll(async () => {
    const res = await as(sysadmin)('POST', 'schools', newSchool('THU-10'));
    id = res.json.data.id;
    const token = /\/new-password\?token=([^\s]+)/.exec(server.mailer.sent.at(-1)!.text)![1]!;
    await server.call('POST', 'passwords', { body: { token: decodeURIComponent(token), password: 'MatKhau@2026', passwordConfirmation: 'MatKhau@2026' } });
    adminToken = await server.login('quantri.thu-10@thcsthu.edu.vn', 'MatKhau@2026');
  });
  const session = () => server.call('GET', 's/sessions/current', { token: adminToken, school: id });

  it('updates everything but the administrator, keeping the code unique', async () => {
    const { admin: _admin, ...fields } = newSchool('THU-10');
    const res = await as(sysadmin)('PATCH', `schools/${id}`, {
      ...fields,
      name: 'Trường THCS Thử Mới',
      street: '',
      storage_limit_mb: '',
      speaking_call_limit: 100,
    });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      name: 'Trường THCS Thử Mới',
      address: 'Phường Ba Đình, Thành phố Hà Nội',
      storageLimitMb: null,
      speakingCallLimit: 100,
    });
    expect((await as(sysadmin)('PATCH', `schools/${id}`, { ...fields, code: 'LeLoi' })).json.errors).toEqual({ code: [MSG.schoolCodeExists] });
    const teacher = await server.login(DEMO.teacher);
    expect((await as(teacher)('PATCH', `schools/${id}`, fields)).status).toBe(403);
    expect((await as(sysadmin)('PATCH', 'schools/999999', fields)).status).toBe(404);
  });

  it('switched off, its members get 423 at once; switched on, they are back', async () => {
    expect((await session()).status).toBe(200);
    const off = await as(sysadmin)('PATCH', `schools/${id}/inactive`);
    expect(off.json.data.isActive).toBe(false);
    const refused = await session();
    expect(refused.status).toBe(423);
    expect(refused.json.message).toBe(MSG.schoolExpired);
    expect((await as(sysadmin)('PATCH', `schools/${id}/active`)).json.data.isActive).toBe(true);
    expect((await session()).status).toBe(200);
  });

  it('extends the contract only to a later day, and an extended expired school opens again', async () => {
    expect((await as(sysadmin)('PATCH', `schools/${id}/contract_extension`, { expiresAt: '2027-08-31' })).json.errors).toEqual({
      expiresAt: [MSG.schoolExtensionNotLater],
    });
    await server.db
      .update(t.schools)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.schools.id, id));
    // Rows written behind the server's back: drop the cached state as the endpoints do.
    const [row] = await server.db.select().from(t.users).where(eq(t.users.email, 'quantri.thu-10@thcsthu.edu.vn'));
    invalidateUser(row!.id);
    expect((await session()).status).toBe(423);
    const res = await as(sysadmin)('PATCH', `schools/${id}/contract_extension`, { expiresAt: '2099-12-31' });
    expect(res.status).toBe(200);
    expect(res.json.data.expiresAt).toBe('2099-12-31T16:59:59.999Z');
    expect((await session()).status).toBe(200);
  });

  it('refuses to delete a school with members or content, saying what it has, then deletes it once empty', async () => {
    const teacher = await as(adminToken)('POST', 's/teachers', { last_name: 'Lê', first_name: 'Hoa', email: 'gv.hoa@thcsthu.edu.vn', position: 'teacher' }, id);
    expect(teacher.status).toBe(201);
    const [group] = await server.db.insert(t.schoolGroups).values({ schoolId: id, name: 'Lớp 6A' }).returning();
    const refused = await as(sysadmin)('DELETE', `schools/${id}`);
    expect(refused.status).toBe(422);
    expect(refused.json.message).toBe(MSG.schoolHasContent.replace('{}', '1 giáo viên, cán bộ, 1 nhóm học tập'));
    await server.db.delete(t.schoolGroups).where(eq(t.schoolGroups.id, group!.id));
    expect((await as(adminToken)('DELETE', `s/users/${teacher.json.data.id}`, undefined, id)).status).toBe(200);
    const teacherToken = await server.login(DEMO.teacher);
    expect((await as(teacherToken)('DELETE', `schools/${id}`)).status).toBe(403);
    const res = await as(sysadmin)('DELETE', `schools/${id}`);
    expect(res.status).toBe(200);
    expect((await get(`schools/${id}`)).status).toBe(404);
    // Its administrator's account stays; the school is gone from it.
    expect((await session()).status).toBe(403);
  });

  it('refuses to delete the demo school, which has people and work', async () => {
    const demo = (await get('schools?name=NGUYENDU')).json.data[0].id;
    const res = await as(sysadmin)('DELETE', `schools/${demo}`);
    expect(res.status).toBe(422);
    expect(res.json.message).toMatch(/^Không thể xoá trường vì trường đã có 30 học sinh, 3 giáo viên, cán bộ, 2 nhóm học tập/);
  });
});
