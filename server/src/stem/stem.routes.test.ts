// STEM topics: the school's staff read its whole STEM library and filter it; teachers write topics linking lectures
// and experiments they may open, and give them to their own groups; a student reads only the topics given to her
// groups (and opens the lectures they use); authors change their own, the principal anyone's; bad input is refused in
// Vietnamese, field by field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO, examWorld, studentEmail, tokenFor, type ExamWorld } from '../exams/test-support.ts';
import { lectureId } from '../lectures/test-support.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { STEM_MSG, type LearningStemTopic, type StemTopic, type StemTopicGroups, type StemTopicPage } from '../../../src/shared/stem.ts';
import type { StemTopicInput } from '../../../src/shared/schemas/stem.ts';
import { SERVER_MSG } from '../messages.ts';
import { DEMO_STEM_TOPIC } from './seed.ts';
import { OTHER_SCHOOL_CODE } from '../seed.ts';

let server: TestServer;
let world: ExamWorld;
const tokens = new Map<string, string>();

beforeAll(async () => {
  server = await startTestServer();
  world = await examWorld(server);
});
afterAll(() => server.close());

async function call(method: string, path: string, email: string, body?: unknown) {
  if (!tokens.has(email)) tokens.set(email, await tokenFor(server, email));
  return server.call(method, path, { token: tokens.get(email)!, school: world.schoolId, body });
}

const list = async (email: string, qs = '') => (await call('GET', `s/stem_topics${qs}`, email)).json as StemTopicPage;

const topic = (extra: Partial<StemTopicInput> = {}): StemTopicInput => ({
  title: 'Xe chạy bằng sức gió',
  drivingQuestion: 'Làm sao để chiếc xe đồ chơi chạy xa nhất chỉ nhờ một cánh buồm?',
  subjectId: null,
  gradeId: null,
  materials: ['Bìa các-tông', '4 nắp chai'],
  steps: ['Vẽ thiết kế', 'Lắp ráp', 'Thử trước quạt'],
  lectureIds: [],
  experimentIds: [],
  rubric: {
    levels: [
      { label: 'Tốt', points: 2 },
      { label: 'Chưa đạt', points: 0 },
    ],
    criteria: [{ name: 'Quãng đường', descriptions: ['Trên 3 m', 'Dưới 1 m'] }],
  },
  ...extra,
});

const seeded = async () => (await list(DEMO.teacher)).data.find((x) => x.title === DEMO_STEM_TOPIC)!;

describe('the STEM library', () => {
  it("shows the school's staff the demo topic with its subject, grade, author and what it uses, and filters it", async () => {
    const page = await list(DEMO.teacher2);
    const demo = page.data.find((x) => x.title === DEMO_STEM_TOPIC)!;
    expect(demo).toMatchObject({ subject: { name: 'Khoa học tự nhiên' }, grade: { name: 'Khối 7' }, author: { fullName: 'Phạm Thị Lan' }, lectureCount: 1 });
    // Ms Minh may write topics but not change a colleague's; its author and the principal may.
    expect(page.canCreate).toBe(true);
    expect([demo.canEdit, demo.canDelete]).toEqual([false, false]);
    expect((await seeded()).canEdit).toBe(true);
    expect((await list(DEMO.principal)).data.find((x) => x.id === demo.id)).toMatchObject({ canEdit: true, canDelete: true });
    // A search ignores diacritics; subject and grade narrow.
    expect((await list(DEMO.teacher, '?name=loc%20nuoc')).data.map((x) => x.title)).toEqual([DEMO_STEM_TOPIC]);
    expect((await list(DEMO.teacher, '?name=khong%20co')).data).toEqual([]);
    expect((await list(DEMO.teacher, `?gradeIds=${demo.grade!.id}&subjectIds=${demo.subject!.id}`)).data.map((x) => x.id)).toContain(demo.id);
    const [other] = await server.db.select({ id: t.grades.id }).from(t.grades).where(eq(t.grades.level, 9));
    expect((await list(DEMO.teacher, `?gradeIds=${other!.id}`)).data).toEqual([]);
    const one = await list(DEMO.teacher, '?perPage=1&page=1');
    expect([one.data.length, one.pagination.perPage]).toEqual([1, 1]);
  });

  it('lays the topic out whole: question, materials, steps in order, the lecture it uses and the rubric', async () => {
    const res = await call('GET', `s/stem_topics/${(await seeded()).id}`, DEMO.teacher);
    expect(res.status).toBe(200);
    const detail = res.json.data as StemTopic;
    expect(detail.drivingQuestion).toMatch(/bình lọc nước/);
    expect(detail.materials).toContain('Than hoạt tính (khoảng 1 chén)');
    expect(detail.steps[0]).toMatch(/^Tìm hiểu/);
    expect(detail.lectures).toEqual([{ id: await lectureId(server, 'Nguyên tử và phân tử'), name: 'Nguyên tử và phân tử', runUrl: null }]);
    expect(detail.rubric.levels.map((l) => l.label)).toEqual(['Tốt', 'Đạt', 'Chưa đạt']);
    expect(detail.rubric.criteria.every((c) => c.descriptions.length === 3)).toBe(true);
  });

  it('lets a student read only the topics given to her groups, and open the lectures they use', async () => {
    const demo = await seeded();
    const mine = await list(studentEmail(1));
    expect(mine.data.map((x) => x.title)).toEqual([DEMO_STEM_TOPIC]);
    expect(mine.canCreate).toBe(false);
    expect(mine.data[0]).toMatchObject({ canEdit: false, canDelete: false });
    const read = await call('GET', `s/stem_topics/${demo.id}`, studentEmail(1));
    expect(read.status).toBe(200);
    expect((read.json.data as StemTopic).lectures).toHaveLength(1);
    // A topic using Ms Lan's own lecture opens it to her class once given, to no other class, until deleted.
    const own = await lectureId(server, 'Sự chuyển thể của chất – Vòng tuần hoàn của nước');
    const made = ((await call('POST', 's/stem_topics', DEMO.teacher, topic({ lectureIds: [own] }))).json.data as StemTopic).id;
    expect((await call('GET', `lecture_decks/${own}`, studentEmail(1))).status).toBe(403);
    await call('POST', `s/stem_topics/${made}/groups`, DEMO.teacher, { groupId: world.groups.a1 });
    expect((await call('GET', `lecture_decks/${own}`, studentEmail(1))).status).toBe(200);
    expect((await call('GET', `lecture_decks/${own}`, studentEmail(16))).status).toBe(403);
    await call('DELETE', `s/stem_topics/${made}`, DEMO.teacher);
    expect((await call('GET', `lecture_decks/${own}`, studentEmail(1))).status).toBe(403);
    // Lớp 7A2's student sees nothing, and is refused the topic itself.
    expect((await list(studentEmail(16))).data).toEqual([]);
    expect((await call('GET', `s/stem_topics/${demo.id}`, studentEmail(16))).status).toBe(403);
    // Her group's topics, for the group page.
    const groupList = await call('GET', `s/personal/learning_groups/${world.groups.a1}/stem_topics`, studentEmail(2));
    expect((groupList.json.data as LearningStemTopic[]).map((x) => x.title)).toEqual([DEMO_STEM_TOPIC]);
    expect((await call('GET', `s/personal/learning_groups/${world.groups.a2}/stem_topics`, studentEmail(2))).status).toBe(403);
    // Students write nothing and give nothing.
    expect((await call('POST', 's/stem_topics', studentEmail(1), topic())).status).toBe(403);
    expect((await call('PATCH', `s/stem_topics/${demo.id}`, studentEmail(1), topic())).status).toBe(403);
    expect((await call('DELETE', `s/stem_topics/${demo.id}`, studentEmail(1))).status).toBe(403);
    expect((await call('GET', `s/stem_topics/${demo.id}/groups`, studentEmail(1))).status).toBe(403);
    expect((await call('POST', `s/stem_topics/${demo.id}/groups`, studentEmail(1), { groupId: world.groups.a1 })).status).toBe(403);
  });
});

describe('writing STEM topics', () => {
  it('refuses bad input field by field in Vietnamese', async () => {
    const refused = async (body: unknown) => {
      const res = await call('POST', 's/stem_topics', DEMO.teacher2, body);
      expect(res.status).toBe(422);
      return res.json.errors as Record<string, string[]>;
    };
    expect(await refused(topic({ title: '  ', steps: [] }))).toMatchObject({ title: [STEM_MSG.titleRequired], steps: [STEM_MSG.stepsRequired] });
    expect(await refused(topic({ materials: ['Bìa', ''] }))).toMatchObject({ 'materials.1': [STEM_MSG.materialRequired] });
    const rubric = topic().rubric;
    expect(await refused(topic({ rubric: { ...rubric, criteria: [{ name: 'Quãng đường', descriptions: ['Chỉ một'] }] } }))).toMatchObject({
      'rubric.criteria': [STEM_MSG.descriptionsMismatch],
    });
    expect(await refused(topic({ rubric: { ...rubric, levels: [{ label: 'Tốt', points: 101 }, rubric.levels[1]!] } }))).toMatchObject({
      'rubric.levels.0.points': [STEM_MSG.pointsInvalid],
    });
    expect(await refused(topic({ rubric: { ...rubric, levels: [rubric.levels[0]!] } }))).toMatchObject({ 'rubric.levels': [STEM_MSG.levelsCount] });
    expect(await refused(topic({ title: 'Xe\u0000gió' }))).toMatchObject({ title: [SERVER_MSG.textNulCharacter] });
    expect(await refused(topic({ lectureIds: [3_000_000_000] }))).toMatchObject({ 'lectureIds.0': [MSG.invalidInput] });
    expect(await refused(topic({ lectureIds: [1, 1] }))).toMatchObject({ lectureIds: [STEM_MSG.linkDuplicate] });
    expect(await refused(topic({ gradeId: 999_999 }))).toMatchObject({ gradeId: [STEM_MSG.catalogueMissing] });
    // Ms Lan's own lecture is not Ms Minh's to link; a missing experiment neither.
    const lans = await lectureId(server, 'Sự chuyển thể của chất – Vòng tuần hoàn của nước');
    expect(await refused(topic({ lectureIds: [lans], experimentIds: [999_999] }))).toMatchObject({
      lectureIds: [STEM_MSG.lectureUnavailable],
      experimentIds: [STEM_MSG.experimentUnavailable],
    });
    expect((await call('GET', 's/stem_topics/99999999999', DEMO.teacher)).status).toBe(422);
    expect((await call('GET', 's/stem_topics/abc', DEMO.teacher)).status).toBe(422);
    expect((await call('GET', 's/stem_topics/999999', DEMO.teacher)).status).toBe(404);
    // Another school's topic is not found here, whatever the caller's rights in her own.
    const [other] = await server.db.select({ id: t.schools.id }).from(t.schools).where(eq(t.schools.code, OTHER_SCHOOL_CODE));
    const [foreign] = await server.db
      .insert(t.stemTopics)
      .values({ schoolId: other!.id, title: 'Của trường khác', drivingQuestion: '?', rubric: topic().rubric })
      .returning();
    expect((await call('GET', `s/stem_topics/${foreign!.id}`, DEMO.principal)).status).toBe(404);
    expect((await call('DELETE', `s/stem_topics/${foreign!.id}`, DEMO.principal)).status).toBe(404);
    expect((await call('POST', `s/stem_topics/${foreign!.id}/groups`, DEMO.principal, { groupId: world.groups.a1 })).status).toBe(404);
  });

  it('creates, edits and deletes: the author hers, the principal anyone’s, a colleague nobody’s', async () => {
    const school = await lectureId(server, 'Unit 1: Hobbies');
    const created = await call('POST', 's/stem_topics', DEMO.teacher2, topic({ lectureIds: [school] }));
    expect(created.status).toBe(201);
    const made = created.json.data as StemTopic;
    expect(made).toMatchObject({
      title: 'Xe chạy bằng sức gió',
      author: { fullName: expect.stringContaining('Minh') },
      lectures: [{ id: school }],
      canEdit: true,
    });

    // Ms Lan may not change it; the principal may, and keeps the link he did not choose.
    expect((await call('PATCH', `s/stem_topics/${made.id}`, DEMO.teacher, topic({ title: 'Đổi tên' }))).status).toBe(403);
    expect((await call('DELETE', `s/stem_topics/${made.id}`, DEMO.teacher)).status).toBe(403);
    const edited = await call(
      'PATCH',
      `s/stem_topics/${made.id}`,
      DEMO.principal,
      topic({ title: 'Xe gió cải tiến', lectureIds: [school], steps: ['Một bước'] }),
    );
    expect(edited.status).toBe(200);
    expect(edited.json.data).toMatchObject({ title: 'Xe gió cải tiến', steps: ['Một bước'], lectures: [{ id: school }] });
    const bad = await call('PATCH', `s/stem_topics/${made.id}`, DEMO.teacher2, topic({ title: '' }));
    expect(bad.json.errors).toMatchObject({ title: [STEM_MSG.titleRequired] });

    expect((await call('DELETE', `s/stem_topics/${made.id}`, DEMO.teacher2)).status).toBe(200);
    expect((await call('GET', `s/stem_topics/${made.id}`, DEMO.teacher2)).status).toBe(404);
  });

  it("links the system's approved experiments, which its readers open at the package's address", async () => {
    const [admin] = await server.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.email, DEMO.systemAdmin));
    const token = randomUUID();
    const [pkg] = await server.db
      .insert(t.experimentPackages)
      .values({ token, ownerId: admin!.id, filename: 'can-bang.html', fileCount: 1, size: 100 })
      .returning();
    const experiment = async (name: string, status: string) =>
      (await server.db.insert(t.experiments).values({ name, packageId: pkg!.id, ownerId: admin!.id, level: 'system', status }).returning())[0]!.id;
    const approved = await experiment('Cân bằng lực', 'approved');
    const pending = await experiment('Đòn bẩy', 'pending');
    const refused = await call('POST', 's/stem_topics', DEMO.teacher, topic({ experimentIds: [pending] }));
    expect(refused.json.errors).toEqual({ experimentIds: [STEM_MSG.experimentUnavailable] });
    const made = await call('POST', 's/stem_topics', DEMO.teacher, topic({ experimentIds: [approved] }));
    expect((made.json.data as StemTopic).experiments).toEqual([{ id: approved, name: 'Cân bằng lực', runUrl: `/api/experiment_run/${token}/index.html` }]);
    expect((made.json.data as StemTopic).experimentCount).toBe(1);
    await call('DELETE', `s/stem_topics/${(made.json.data as StemTopic).id}`, DEMO.teacher);
  });

  it('gives a topic to the groups its teacher teaches, once each, and takes it back', async () => {
    const made = ((await call('POST', 's/stem_topics', DEMO.teacher2, topic({ title: 'Cầu giấy chịu lực' }))).json.data as StemTopic).id;
    const groups = (await call('GET', `s/stem_topics/${made}/groups`, DEMO.teacher2)).json.data as StemTopicGroups;
    expect(groups).toEqual({ given: [], givable: [{ id: world.groups.a2, name: 'Lớp 7A2' }] });
    // Not Ms Lan's class.
    expect((await call('POST', `s/stem_topics/${made}/groups`, DEMO.teacher2, { groupId: world.groups.a1 })).status).toBe(403);
    const given = await call('POST', `s/stem_topics/${made}/groups`, DEMO.teacher2, { groupId: world.groups.a2 });
    expect(given.status).toBe(201);
    expect((given.json.data as StemTopicGroups).given).toEqual([{ groupId: world.groups.a2, name: 'Lớp 7A2', givenAt: expect.any(String), canTakeBack: true }]);
    const again = await call('POST', `s/stem_topics/${made}/groups`, DEMO.teacher2, { groupId: world.groups.a2 });
    expect(again.json.errors).toEqual({ groupId: [STEM_MSG.alreadyGiven] });
    expect((await call('POST', `s/stem_topics/${made}/groups`, DEMO.teacher2, { groupId: null })).json.errors).toEqual({ groupId: [STEM_MSG.groupRequired] });

    // Her students now read it; Ms Lan's do not.
    expect((await list(studentEmail(16))).data.map((x) => x.title)).toEqual(['Cầu giấy chịu lực']);
    expect((await call('GET', `s/stem_topics/${made}`, studentEmail(16))).status).toBe(200);
    expect((await call('GET', `s/stem_topics/${made}`, studentEmail(1))).status).toBe(403);

    // Ms Lan sees who has it but may not take it back from a class she does not teach.
    const seen = (await call('GET', `s/stem_topics/${made}/groups`, DEMO.teacher)).json.data as StemTopicGroups;
    expect(seen.given[0]!.canTakeBack).toBe(false);
    expect((await call('DELETE', `s/stem_topics/${made}/groups/${world.groups.a2}`, DEMO.teacher)).status).toBe(403);
    expect((await call('DELETE', `s/stem_topics/${made}/groups/${world.groups.a2}`, DEMO.teacher2)).status).toBe(200);
    expect((await call('DELETE', `s/stem_topics/${made}/groups/${world.groups.a2}`, DEMO.teacher2)).status).toBe(404);
    expect((await call('GET', `s/stem_topics/${made}`, studentEmail(16))).status).toBe(403);
  });
});
