// Lesson plans in the three libraries: written with their sections and activities, refused with a clear message when
// incomplete, linked only to items their author may read, approved with a role (read by that role alone) or rejected
// with a reason, sent to the school only when every item it links opens for the school's readers, shared read-only
// with a colleague, downloaded as Word in the plan's structure; students and other
// schools are refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { and, eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import * as t from '../db/schema.ts';
import { DEMO, OTHER_SCHOOL_CODE } from '../seed.ts';
import { demoSchoolId, userId } from '../speech/test-support.ts';
import { DOCX_TYPE } from '../../../src/shared/library.ts';
import type { LessonPlan } from '../../../src/shared/lesson-plan.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { DEMO_PLAN_TITLES } from './seed.ts';

const CALLERS = { admin: DEMO.systemAdmin, principal: DEMO.principal, lan: DEMO.teacher, minh: DEMO.teacher2, student: DEMO.student } as const;
type Caller = keyof typeof CALLERS;

let server: TestServer;
let school = 0;
const tokens = {} as Record<Caller, string>;

beforeAll(async () => {
  server = await startTestServer();
  school = await demoSchoolId(server);
  for (const [who, email] of Object.entries(CALLERS)) tokens[who as Caller] = await server.login(email);
});
afterAll(() => server.close());

const call = (who: Caller, method: string, path: string, body?: unknown, at = school) =>
  server.call(method, path, { token: tokens[who], school: path.startsWith('s/') ? at : undefined, body });

const plan = (extra: Record<string, unknown> = {}) => ({
  name: 'Phép cộng số hữu tỉ',
  lessonName: 'Bài 2. Cộng, trừ số hữu tỉ',
  periods: 2,
  knowledge: 'Cộng, trừ hai số hữu tỉ.',
  competences: 'Tính toán.',
  qualities: 'Cẩn thận.',
  equipment: 'SGK, bảng phụ.',
  activities: [
    { title: 'Mở đầu', goal: 'Gợi mở', content: 'Tình huống', product: 'Câu trả lời', organization: 'Cá nhân', links: [] },
    { title: 'Luyện tập', goal: 'Thực hành', content: 'Bài 2.1', product: 'Bài làm', organization: 'Nhóm', links: [] },
  ],
  ...extra,
});

async function download(who: Caller, path: string): Promise<Response> {
  return server.app.request(`/api/${path}`, { headers: { authorization: `Bearer ${tokens[who]}`, 'x-school-id': String(school) } });
}

describe('a personal plan', () => {
  it('is written, read back, edited and deleted by its author', async () => {
    const created = await call('minh', 'POST', 's/personal/schedules', plan());
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const p = created.json.data as LessonPlan;
    expect(p).toMatchObject({ name: 'Phép cộng số hữu tỉ', level: 'personal', status: 'approved', periods: 2, lessonName: 'Bài 2. Cộng, trừ số hữu tỉ' });
    expect(p.activities.map((a) => a.title)).toEqual(['Mở đầu', 'Luyện tập']);

    const edited = await call('minh', 'PATCH', `s/personal/schedules/${p.id}`, plan({ periods: 3, activities: [plan().activities[1]] }));
    expect(edited.status).toBe(200);
    expect((await call('minh', 'GET', `s/personal/schedules/${p.id}`)).json.data).toMatchObject({ periods: 3, activities: [{ title: 'Luyện tập' }] });
    // Found by its lesson's name without diacritics.
    const found = (await call('minh', 'GET', 's/personal/schedules?name=cong%20tru')).json.data as LessonPlan[];
    expect(found.map((x) => x.id)).toContain(p.id);
    // Nobody else reads it.
    expect((await call('lan', 'GET', `s/personal/schedules/${p.id}`)).status).toBe(404);
    expect((await call('minh', 'DELETE', `s/personal/schedules/${p.id}`)).status).toBe(200);
    expect((await call('minh', 'GET', `s/personal/schedules/${p.id}`)).status).toBe(404);
  });

  it('is refused with a Vietnamese message per field when incomplete', async () => {
    const res = await call('minh', 'POST', 's/personal/schedules', plan({ lessonName: ' ', periods: 0, activities: [] }));
    expect(res.status).toBe(422);
    expect(res.json.errors).toMatchObject({
      lessonName: [MSG.planLessonNameRequired],
      periods: [MSG.planPeriodsInvalid],
      activities: [MSG.planActivitiesRequired],
    });
    const untitled = await call('minh', 'POST', 's/personal/schedules', plan({ activities: [{ ...plan().activities[0], title: '' }] }));
    expect(untitled.status).toBe(422);
    expect(untitled.json.errors['activities.0.title']).toEqual([MSG.planActivityTitleRequired]);
  });

  it('links library items its author may read, and no others', async () => {
    const [approved] = await server.db.select({ id: t.lectures.id }).from(t.lectures).where(eq(t.lectures.title, 'Unit 1: Hobbies'));
    const [lansOwn] = await server.db
      .select({ id: t.lectures.id })
      .from(t.lectures)
      .where(and(eq(t.lectures.createdBy, await userId(server, DEMO.teacher)), eq(t.lectures.level, 'personal')));
    const linked = (id: number) => plan({ activities: [{ ...plan().activities[0], links: [{ kind: 'lecture', id, name: 'Bài giảng' }] }] });
    const ok = await call('minh', 'POST', 's/personal/schedules', linked(approved!.id));
    expect(ok.status).toBe(201);
    expect(ok.json.data.activities[0].links).toEqual([{ kind: 'lecture', id: approved!.id, name: 'Bài giảng', reach: 'everyone' }]);
    const refused = await call('minh', 'POST', 's/personal/schedules', linked(lansOwn!.id));
    expect(refused.status).toBe(422);
    expect(refused.json.errors['activities.0.links']).toEqual([MSG.planLinkUnavailable]);
  });

  it('downloads as a Word document with the plan’s headings and activities', async () => {
    const id = (await call('minh', 'POST', 's/personal/schedules', plan())).json.data.id as number;
    const res = await download('minh', `s/personal/schedules/${id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX_TYPE);
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('Phép cộng số hữu tỉ.docx'));
    const xml = await (await JSZip.loadAsync(await res.arrayBuffer())).file('word/document.xml')!.async('string');
    for (const text of [
      'KẾ HOẠCH BÀI DẠY',
      'Bài 2. Cộng, trừ số hữu tỉ',
      '2 tiết',
      'I. Mục tiêu',
      '1. Kiến thức',
      '2. Năng lực',
      '3. Phẩm chất',
      'II. Thiết bị dạy học và học liệu',
      'III. Tiến trình dạy học',
      'Hoạt động 1: Mở đầu',
      'Hoạt động 2: Luyện tập',
      'd) Tổ chức thực hiện',
      'SGK, bảng phụ.',
    ])
      expect(xml).toContain(text);
    expect((await download('lan', `s/personal/schedules/${id}/download`)).status).toBe(404);
  });
});

describe('the school library', () => {
  it('shows staff approved plans and their own, reviewers every status; students and other schools are refused', async () => {
    const names = async (who: Caller) => ((await call(who, 'GET', 's/schedules?perPage=50')).json.data as LessonPlan[]).map((p) => p.name);
    expect(await names('lan')).toContain(DEMO_PLAN_TITLES.approved);
    expect(await names('lan')).not.toContain(DEMO_PLAN_TITLES.pending);
    expect(await names('principal')).toEqual(expect.arrayContaining([DEMO_PLAN_TITLES.approved, DEMO_PLAN_TITLES.pending]));
    expect((await call('student', 'GET', 's/schedules')).status).toBe(403);
    expect((await call('student', 'GET', 's/personal/schedules')).status).toBe(403);
    expect((await call('student', 'POST', 's/personal/schedules', plan())).status).toBe(403);
    const [other] = await server.db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
    expect((await call('minh', 'GET', 's/schedules', undefined, other!.id)).status).toBe(403);
    // The system library is the system's editors'.
    expect((await call('minh', 'GET', 'schedules')).status).toBe(403);
    expect((await call('admin', 'POST', 'schedules', plan())).status).toBe(201);
  });

  it('approves a shared plan with a role whose members alone read it, or rejects it with a reason', async () => {
    const own = (await call('minh', 'POST', 's/personal/schedules', plan({ name: 'Gửi duyệt' }))).json.data.id as number;
    const shared = (await call('minh', 'POST', `s/personal/schedules/${own}/share_to_school`)).json.data.id as number;
    expect((await call('minh', 'GET', `s/schedules/${shared}`)).json.data).toMatchObject({ status: 'pending', level: 'school' });
    expect((await call('lan', 'GET', `s/schedules/${shared}`)).status).toBe(404);
    expect((await call('minh', 'POST', 's/schedules/approve', { ids: [shared] })).status).toBe(403);

    const roles = await server.db.select().from(t.schoolRoles).where(eq(t.schoolRoles.schoolId, school));
    const principalRole = roles.find((r) => r.position === 'officer')!;
    const teacherRole = roles.find((r) => r.position === 'teacher')!;
    const foreign = (await server.db.select().from(t.schoolRoles)).find((r) => r.schoolId !== school)!;
    const wrong = await call('principal', 'POST', 's/schedules/approve', { ids: [shared], roleId: foreign.id });
    expect(wrong.status).toBe(422);
    expect(wrong.json.errors.roleId).toEqual([MSG.planRoleInvalid]);

    expect((await call('principal', 'POST', 's/schedules/approve', { ids: [shared], roleId: principalRole.id })).json.data).toEqual({ changed: 1 });
    expect((await call('principal', 'GET', `s/schedules/${shared}`)).json.data).toMatchObject({
      status: 'approved',
      readerRole: { id: principalRole.id, name: principalRole.name },
    });
    // Kept to the principals: another teacher does not read it, its author still does.
    expect((await call('lan', 'GET', `s/schedules/${shared}`)).status).toBe(404);
    expect((await call('minh', 'GET', `s/schedules/${shared}`)).status).toBe(200);
    await call('principal', 'POST', 's/schedules/approve', { ids: [shared], roleId: teacherRole.id });
    expect((await call('lan', 'GET', `s/schedules/${shared}`)).json.data).toMatchObject({ readerRole: { id: teacherRole.id } });
    // A copy into her own library holds the whole plan and none of the school's reading rule.
    const copy = (await call('lan', 'POST', `s/schedules/${shared}/copy`)).json.data.id as number;
    expect((await call('lan', 'GET', `s/personal/schedules/${copy}`)).json.data).toMatchObject({
      level: 'personal',
      readerRole: null,
      lessonName: 'Bài 2. Cộng, trừ số hữu tỉ',
      activities: [{ title: 'Mở đầu' }, { title: 'Luyện tập' }],
    });

    const noReason = await call('principal', 'POST', 's/schedules/reject', { ids: [shared] });
    expect(noReason.status).toBe(422);
    expect(noReason.json.errors.reason).toEqual([MSG.libraryRejectReasonRequired]);
    await call('principal', 'POST', 's/schedules/reject', { ids: [shared], reason: 'Thiếu phần vận dụng' });
    expect((await call('minh', 'GET', `s/schedules/${shared}`)).json.data).toMatchObject({ status: 'rejected', reviewReason: 'Thiếu phần vận dụng' });
    expect((await call('principal', 'GET', `s/schedules/${shared}/download`)).status).toBe(200);
  });
});

describe('links colleagues can open', () => {
  it('keep a plan linking the author’s own or unreviewed items from the school, naming those items, until they are replaced or approved', async () => {
    const [hobbies] = await server.db.select({ id: t.lectures.id }).from(t.lectures).where(eq(t.lectures.title, 'Unit 1: Hobbies'));
    const [own] = await server.db
      .select({ id: t.lectures.id, name: t.lectures.title })
      .from(t.lectures)
      .where(and(eq(t.lectures.createdBy, await userId(server, DEMO.teacher)), eq(t.lectures.level, 'personal')));
    const withLinks = (links: { kind: string; id: number; name: string }[]) =>
      plan({ name: 'Giáo án có liên kết', activities: [{ ...plan().activities[0], links }, plan().activities[1]] });
    const school = { kind: 'lecture', id: hobbies!.id, name: 'Unit 1: Hobbies' };
    const mine = { kind: 'lecture', id: own!.id, name: own!.name };

    // In her own library the plan may link her own lecture; every read says who can open each link.
    const id = (await call('lan', 'POST', 's/personal/schedules', withLinks([school, mine]))).json.data.id as number;
    expect(((await call('lan', 'GET', `s/personal/schedules/${id}`)).json.data as LessonPlan).activities[0]!.links.map((l) => l.reach)).toEqual([
      'everyone',
      'restricted',
    ]);
    const schoolPlans = async () =>
      (
        await server.db
          .select({ id: t.schedules.id })
          .from(t.schedules)
          .where(and(eq(t.schedules.name, 'Giáo án có liên kết'), eq(t.schedules.level, 'school')))
      ).length;

    const refused = await call('lan', 'POST', `s/personal/schedules/${id}/share_to_school`);
    expect(refused.status).toBe(422);
    expect(refused.json.errors.links).toEqual([
      `${MSG.planLinksRestricted}: Bài giảng “${own!.name}” (${MSG.planLinkPersonal}). ${MSG.planLinksRestrictedHint}`,
    ]);
    expect(refused.json.message).toBe(refused.json.errors.links[0]);
    expect(await schoolPlans()).toBe(0);

    // Her lecture sent to the school waits for review: still refused, now for that reason.
    const sent = (await call('lan', 'POST', `s/personal/lectures/${own!.id}/share_to_school`)).json.data.id as number;
    await call('lan', 'PATCH', `s/personal/schedules/${id}`, withLinks([school, { kind: 'lecture', id: sent, name: own!.name }]));
    const waiting = await call('lan', 'POST', `s/personal/schedules/${id}/share_to_school`);
    expect(waiting.status).toBe(422);
    expect(waiting.json.errors.links[0]).toContain(`Bài giảng “${own!.name}” (${MSG.planLinkNotApproved})`);
    expect(await schoolPlans()).toBe(0);

    // Approved, it opens for everyone: the plan goes to the school.
    expect((await call('principal', 'POST', 's/lectures/approve', { ids: [sent] })).status).toBe(200);
    const shared = await call('lan', 'POST', `s/personal/schedules/${id}/share_to_school`);
    expect(shared.status, JSON.stringify(shared.json)).toBe(201);
    expect(await schoolPlans()).toBe(1);

    // A school plan is edited under the same rule: a reviewer cannot link an item waiting for review.
    const pendingLecture = (await call('lan', 'POST', `s/personal/lectures/${own!.id}/share_to_school`)).json.data.id as number;
    const edit = await call('principal', 'PATCH', `s/schedules/${shared.json.data.id}`, withLinks([{ kind: 'lecture', id: pendingLecture, name: own!.name }]));
    expect(edit.status).toBe(422);
    expect(edit.json.errors['activities.0.links'][0]).toContain(`(${MSG.planLinkNotApproved})`);
    // Nor a system bank, which the school's teachers hold no grant to open; an approved system lecture, presented to
    // anyone signed in, is fine (the super administrator may link both).
    const [bank] = await server.db
      .select({ id: t.questionCollections.id, name: t.questionCollections.name })
      .from(t.questionCollections)
      .where(eq(t.questionCollections.level, 'system'))
      .limit(1);
    const fromSystem = await call('admin', 'PATCH', `s/schedules/${shared.json.data.id}`, withLinks([{ kind: 'question', id: bank!.id, name: bank!.name }]));
    expect(fromSystem.status).toBe(422);
    expect(fromSystem.json.errors['activities.0.links'][0]).toContain(`Ngân hàng câu hỏi “${bank!.name}” (${MSG.planLinkSystem})`);
    const [lecture] = await server.db
      .select({ id: t.lectures.id, name: t.lectures.title })
      .from(t.lectures)
      .where(and(eq(t.lectures.level, 'system'), eq(t.lectures.status, 'approved')))
      .limit(1);
    const systemLecture = await call(
      'admin',
      'PATCH',
      `s/schedules/${shared.json.data.id}`,
      withLinks([{ kind: 'lecture', id: lecture!.id, name: lecture!.name }]),
    );
    expect(systemLecture.status, JSON.stringify(systemLecture.json)).toBe(200);
    expect((systemLecture.json.data as LessonPlan).activities[0]!.links[0]!.reach).toBe('everyone');
  });
});

describe('the system library', () => {
  it('is written and downloaded by its editors; teachers neither read nor download it', async () => {
    const created = await call('admin', 'POST', 'schedules', plan({ name: 'Giáo án mẫu hệ thống' }));
    expect(created.json.data).toMatchObject({ level: 'system', status: 'approved', schoolId: null });
    const id = created.json.data.id as number;
    const res = await server.app.request(`/api/schedules/${id}/download`, { headers: { authorization: `Bearer ${tokens.admin}` } });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(2000);
    expect((await call('lan', 'GET', `schedules/${id}/download`)).status).toBe(403);
    expect((await call('lan', 'PATCH', `schedules/${id}`, plan())).status).toBe(403);
  });
});

describe('a read-only share', () => {
  it('lets a colleague read the current plan and download it, never change it, until it is withdrawn', async () => {
    const id = (await call('minh', 'POST', 's/personal/schedules', plan({ name: 'Chia sẻ để xem' }))).json.data.id as number;
    const lan = await userId(server, DEMO.teacher);
    const student = await userId(server, DEMO.student);
    expect((await call('minh', 'POST', `s/personal/schedules/${id}/shared_users/${student}`)).status).toBe(422);
    expect((await call('minh', 'POST', `s/personal/schedules/${id}/shared_users/${lan}`)).status).toBe(201);
    expect((await call('minh', 'GET', `s/personal/schedules/${id}/shared_users`)).json.data).toEqual([{ id: lan, fullName: 'Phạm Thị Lan' }]);

    const list = (await call('lan', 'GET', 's/shared_schedules')).json.data as LessonPlan[];
    expect(list.map((p) => p.name)).toEqual(['Chia sẻ để xem']);
    await call('minh', 'PATCH', `s/personal/schedules/${id}`, plan({ name: 'Chia sẻ để xem', periods: 4 }));
    expect((await call('lan', 'GET', `s/shared_schedules/${id}`)).json.data).toMatchObject({ periods: 4, owner: { fullName: 'Lê Văn Minh' } });
    expect((await download('lan', `s/shared_schedules/${id}/download`)).status).toBe(200);
    expect((await call('lan', 'PATCH', `s/personal/schedules/${id}`, plan())).status).toBe(404);
    expect((await call('principal', 'GET', `s/shared_schedules/${id}`)).status).toBe(404);
    expect((await call('student', 'GET', 's/shared_schedules')).status).toBe(403);

    await call('minh', 'DELETE', `s/personal/schedules/${id}/shared_users/${lan}`);
    expect((await call('lan', 'GET', `s/shared_schedules/${id}`)).status).toBe(404);
  });
});
