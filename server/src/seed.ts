// The demo data applied on first start (an empty users table): README.md lists the accounts it creates.
import { count } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import * as t from './db/schema.ts';
import { hashPassword } from './auth/passwords.ts';
import { PERMISSIONS, SUPER_ADMIN_ROLE_ID, permissionId } from '../../src/shared/permissions.ts';
import { TEXTBOOK_SERIES } from '../../src/shared/constants.ts';
import { createDefaultRoles } from './schools/default-roles.ts';
import { seedExams } from './exams/seed.ts';
import { seedQuestionBanks } from './question-bank/seed.ts';
import { seedMissions } from './missions/seed.ts';
import { seedLectures } from './lectures/seed.ts';
import { seedAnnouncements } from './announcements/seed.ts';
import { seedCoursewares } from './coursewares/seed.ts';
import { seedEnglishContent } from './speech/seed.ts';
import { seedFreeLectures } from './books/seed-free.ts';
import { seedFeedbacks } from './feedback/seed.ts';
import { seedSystemOverview } from './dashboard/seed.ts';
import { seedUsageLimits } from './limits/seed.ts';
import { seedSchedules } from './schedules/seed.ts';
import { seedStem } from './stem/seed.ts';

export const DEMO_PASSWORD = 'Hoc@2026';
export const DEMO_SCHOOL_CODE = 'NGUYENDU';
export const OTHER_SCHOOL_CODE = 'LELOI';
export const EXPIRED_SCHOOL_CODE = 'HOABINH';

export const DEMO = {
  systemAdmin: 'admin@lophocso.vn',
  schoolAdmin: 'quantri@nguyendu.edu.vn',
  principal: 'hieutruong@nguyendu.edu.vn',
  teacher: 'gv.lan@nguyendu.edu.vn',
  teacher2: 'gv.minh@nguyendu.edu.vn',
  student: 'hs01@nguyendu.edu.vn',
  /** A registered user with no school yet: for the join-school dialog. */
  newcomer: 'khach@lophocso.vn',
} as const;

const STUDENT_NAMES: [string, string][] = [
  ['Nguyễn', 'An'],
  ['Trần', 'Bình'],
  ['Lê', 'Chi'],
  ['Phạm', 'Dũng'],
  ['Hoàng', 'Giang'],
  ['Huỳnh', 'Hà'],
  ['Phan', 'Hải'],
  ['Vũ', 'Hạnh'],
  ['Võ', 'Hiếu'],
  ['Đặng', 'Hoa'],
  ['Bùi', 'Huy'],
  ['Đỗ', 'Hương'],
  ['Hồ', 'Khánh'],
  ['Ngô', 'Khoa'],
  ['Dương', 'Lan'],
  ['Lý', 'Linh'],
  ['Nguyễn', 'Long'],
  ['Trần', 'Mai'],
  ['Lê', 'Minh'],
  ['Phạm', 'Nam'],
  ['Hoàng', 'Ngọc'],
  ['Vũ', 'Nhung'],
  ['Võ', 'Phong'],
  ['Đặng', 'Phương'],
  ['Bùi', 'Quân'],
  ['Đỗ', 'Quỳnh'],
  ['Hồ', 'Sơn'],
  ['Ngô', 'Tâm'],
  ['Dương', 'Thảo'],
  ['Lý', 'Trang'],
];

const DAY = 24 * 60 * 60 * 1000;

export async function seedIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(t.users);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db);
  return true;
}

export async function seed(db: Db): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(t.permissions).values(PERMISSIONS.map((p) => ({ ...p })));
  await db.insert(t.systemRoles).values([
    { id: SUPER_ADMIN_ROLE_ID, name: 'Quản trị hệ thống' },
    { id: 23, name: 'Biên tập nội dung' },
  ]);
  await db
    .insert(t.systemRolePermissions)
    .values(
      (['lecture', 'media', 'question', 'exam', 'schedule', 'experiment', 'english_content', 'category'] as const).flatMap((g) =>
        (['view', 'create', 'update', 'approve'] as const).map((a) => ({ roleId: 23, permissionId: permissionId(`${g}.${a}`) })),
      ),
    );

  const user = (email: string, lastName: string, firstName: string, userType: string, extra: Partial<typeof t.users.$inferInsert> = {}) => ({
    email,
    lastName,
    firstName,
    userType,
    passwordHash,
    ...extra,
  });
  const staff = await db
    .insert(t.users)
    .values([
      user(DEMO.systemAdmin, 'Quản trị', 'Hệ thống', 'other'),
      user(DEMO.schoolAdmin, 'Trịnh', 'Quốc Bảo', 'teacher', { phone: '0912345678' }),
      user(DEMO.principal, 'Nguyễn', 'Thị Hồng', 'teacher', { gender: 0 }),
      user(DEMO.teacher, 'Phạm', 'Thị Lan', 'teacher', { gender: 0, phone: '0987654321' }),
      user(DEMO.teacher2, 'Lê', 'Văn Minh', 'teacher', { gender: 1 }),
      user(DEMO.newcomer, 'Đinh', 'Thu Trang', 'teacher', { gender: 0 }),
    ])
    .returning({ id: t.users.id, email: t.users.email });
  const id = (email: string) => staff.find((s) => s.email === email)!.id;
  await db.insert(t.userSystemRoles).values({ userId: id(DEMO.systemAdmin), roleId: SUPER_ADMIN_ROLE_ID });

  const students = await db
    .insert(t.users)
    .values(STUDENT_NAMES.map(([last, first], i) => user(`hs${String(i + 1).padStart(2, '0')}@nguyendu.edu.vn`, last, first, 'student', { gender: i % 2 })))
    .returning({ id: t.users.id });

  const now = Date.now();
  const [school, otherSchool, expired] = await db
    .insert(t.schools)
    .values([
      { name: 'Trường THCS Nguyễn Du', code: DEMO_SCHOOL_CODE, address: '12 Nguyễn Du, Hai Bà Trưng, Hà Nội', expiresAt: new Date(now + 365 * DAY) },
      { name: 'Trường THPT Lê Lợi', code: OTHER_SCHOOL_CODE, address: '5 Lê Lợi, Quận 1, TP. Hồ Chí Minh', expiresAt: new Date(now + 365 * DAY) },
      { name: 'Trường Tiểu học Hoà Bình', code: EXPIRED_SCHOOL_CODE, address: 'Hoà Bình', expiresAt: new Date(now - 30 * DAY) },
    ])
    .returning();

  const roles = await createDefaultRoles(db, [school!.id, otherSchool!.id, expired!.id]);
  const role = (schoolId: number, position: string) => roles.find((r) => r.schoolId === schoolId && r.position === position)!.id;

  const sid = school!.id;
  await db.insert(t.schoolMembers).values([
    { schoolId: sid, userId: id(DEMO.schoolAdmin), schoolRoleId: null, position: 'supervisor' },
    { schoolId: sid, userId: id(DEMO.principal), schoolRoleId: role(sid, 'officer'), position: 'officer' },
    { schoolId: sid, userId: id(DEMO.teacher), schoolRoleId: role(sid, 'teacher'), position: 'teacher' },
    { schoolId: sid, userId: id(DEMO.teacher2), schoolRoleId: role(sid, 'teacher'), position: 'teacher' },
    // The first teacher also teaches at the expired school, to show the 423 path when she selects it.
    { schoolId: expired!.id, userId: id(DEMO.teacher), schoolRoleId: role(expired!.id, 'teacher'), position: 'teacher' },
    ...students.map((s) => ({ schoolId: sid, userId: s.id, schoolRoleId: role(sid, 'student'), position: 'student' })),
  ]);

  await db
    .insert(t.subjects)
    .values(['Toán', 'Ngữ văn', 'Tiếng Anh', 'Khoa học tự nhiên', 'Lịch sử và Địa lí', 'Tin học', 'Công nghệ', 'Giáo dục công dân'].map((name) => ({ name })));
  const subjectRows = await db.select().from(t.subjects);
  await db.insert(t.grades).values(Array.from({ length: 12 }, (_, i) => ({ name: `Khối ${i + 1}`, level: i + 1 })));
  const gradeRows = await db.select().from(t.grades);
  await db.insert(t.textbookSeries).values(TEXTBOOK_SERIES.map((s) => ({ ...s })));

  const grade7 = gradeRows.find((g) => g.level === 7)!.id;
  const english = subjectRows.find((s) => s.name === 'Tiếng Anh')!.id;
  const [g1, g2] = await db
    .insert(t.schoolGroups)
    .values([
      { schoolId: sid, name: 'Lớp 7A1', gradeId: grade7, subjectId: english, createdBy: id(DEMO.teacher) },
      { schoolId: sid, name: 'Lớp 7A2', gradeId: grade7, subjectId: english, createdBy: id(DEMO.teacher2) },
    ])
    .returning();
  await db
    .insert(t.groupMembers)
    .values([
      { groupId: g1!.id, userId: id(DEMO.teacher), role: 'teacher' },
      { groupId: g2!.id, userId: id(DEMO.teacher2), role: 'teacher' },
      ...students.map((s, i) => ({ groupId: i < 15 ? g1!.id : g2!.id, userId: s.id, role: 'student' })),
    ]);

  // A few notifications of each type (spec §3), for the first student and the first teacher.
  const meta = (type: string, extra: Record<string, unknown> = {}) => JSON.stringify({ type, schoolId: sid, groupId: g1!.id, groupName: g1!.name, ...extra });
  const ago = (minutes: number) => new Date(now - minutes * 60_000);
  const n = (userId: number, type: string, content: string, params: string[], minutesAgo: number, extra: Record<string, unknown> = {}, read = false) => ({
    userId,
    schoolId: sid,
    content,
    metadata: meta(type, { params, ...extra }),
    sentAt: ago(minutesAgo),
    readAt: read ? ago(minutesAgo - 1) : null,
  });
  const studentId = students[0]!.id;
  const teacherId = id(DEMO.teacher);
  await db
    .insert(t.notifications)
    .values([
      n(studentId, 'newMission', 'Giáo viên đã giao nhiệm vụ mới "{}" trong nhóm {}', ['Ôn tập Unit 1', g1!.name], 5, { missionTitle: 'Ôn tập Unit 1' }),
      n(studentId, 'gradeMission', 'Bài làm "{}" của bạn đã được chấm điểm', ['Kiểm tra 15 phút'], 90, { missionTitle: 'Kiểm tra 15 phút' }),
      n(studentId, 'comment', 'Giáo viên đã nhận xét bài làm của bạn trong nhóm {}', [g1!.name], 60 * 26),
      n(studentId, 'auto_comment', 'Bạn nhận được nhận xét tự động cho bài "{}"', ['Luyện nghe'], 60 * 24 * 3, { missionTitle: 'Luyện nghe' }),
      n(studentId, 'speakingHistory', 'Có kết quả luyện phát âm mới trong nhóm {}', [g1!.name], 60 * 24 * 10, {}, true),
      n(teacherId, 'completeExercise', 'Học sinh {} đã hoàn thành bài tập "{}"', ['Nguyễn An', 'Ôn tập Unit 1'], 15, { missionTitle: 'Ôn tập Unit 1' }),
      n(teacherId, 'completeSpeaking', 'Học sinh {} đã hoàn thành bài luyện nói "{}"', ['Trần Bình', 'Phát âm /θ/'], 120, { missionTitle: 'Phát âm /θ/' }),
      n(teacherId, 'gradeMission', 'Nhiệm vụ "{}" có bài làm cần chấm', ['Kiểm tra giữa kì'], 60 * 30, { missionTitle: 'Kiểm tra giữa kì' }),
    ]);
  await seedExams(db, { schoolId: sid, groupIds: [g1!.id, g2!.id], teacherIds: [id(DEMO.teacher), id(DEMO.teacher2)] });
  await seedQuestionBanks(db, { schoolId: sid, teacherIds: [id(DEMO.teacher), id(DEMO.teacher2)], principalId: id(DEMO.principal) });
  await seedLectures(db, {
    schoolId: sid,
    owners: { lan: id(DEMO.teacher), minh: id(DEMO.teacher2), admin: id(DEMO.systemAdmin) },
    reviewerId: id(DEMO.principal),
  });
  await seedSchedules(db, { schoolId: sid, owners: { lan: id(DEMO.teacher), minh: id(DEMO.teacher2) }, reviewerId: id(DEMO.principal) });
  await seedFreeLectures(db);
  await seedMissions(db, { schoolId: sid, teacherId: id(DEMO.teacher), groupId: g1!.id });
  await seedCoursewares(db, { groupId: g1!.id, teacherId: id(DEMO.teacher), studentIds: students.slice(0, 5).map((s) => s.id) });
  await seedStem(db, { schoolId: sid, authorId: id(DEMO.teacher), groupId: g1!.id });
  await seedAnnouncements(db, {
    schoolId: sid,
    groups: [
      { id: g1!.id, teacherId: id(DEMO.teacher) },
      { id: g2!.id, teacherId: id(DEMO.teacher2) },
    ],
  });
  await seedEnglishContent(db);
  await seedUsageLimits(db, sid);
  // A student of 7A1 asked through 7A2's join link: its teacher finds a request waiting ("Yêu cầu vào nhóm").
  await db.insert(t.groupJoinRequests).values({ groupId: g2!.id, userId: students[14]!.id });
  await seedFeedbacks(db, {
    schoolId: sid,
    groupId: g1!.id,
    student: students[6]!.id,
    teacher: id(DEMO.teacher2),
    principal: id(DEMO.principal),
    newcomer: id(DEMO.newcomer),
    admin: id(DEMO.systemAdmin),
  });
  // Last: the expiring school's people come after every other demo account, so ids the other areas rely on stay.
  await seedSystemOverview(db, passwordHash, now);
}
