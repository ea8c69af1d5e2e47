// Demo data for missions: lectures of the school library for 'lecture' tasks, the first teacher's comment templates
// with score bands for auto_comment, and mission.view for student roles (the gradeMission notification opens
// /{schoolId}/school-group/mission, spec §4, which shows a student their own missions).
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { permissionId } from '../../../src/shared/permissions.ts';

const LECTURES = [
  {
    title: 'Unit 1: Hobbies',
    summary: 'Từ vựng và mẫu câu nói về sở thích.',
    body: 'A hobby is something you enjoy doing in your free time.\n\nUseful words: collecting, gardening, horse riding, making models, cooking.\n\nUseful structures: I like + V-ing. My hobby is + V-ing. I started it when I was ...',
  },
  {
    title: 'Unit 2: Healthy living',
    summary: 'Thói quen sống lành mạnh và lời khuyên.',
    body: "To stay healthy, we should eat well, sleep enough and do exercise every day.\n\nUseful structures: You should + V. You shouldn't + V.\n\nExample: You should eat more fruit. You shouldn't stay up late.",
  },
  {
    title: 'Thì hiện tại đơn',
    summary: 'Cách dùng và dấu hiệu nhận biết thì hiện tại đơn.',
    body: 'Thì hiện tại đơn diễn tả thói quen, sự thật hiển nhiên và lịch trình.\n\nCấu trúc: S + V(s/es). Phủ định: S + do/does not + V. Câu hỏi: Do/Does + S + V?\n\nDấu hiệu: always, usually, often, sometimes, every day.',
  },
];

const TEMPLATES: [string, string, number, number][] = [
  ['Xuất sắc', 'Em làm bài rất tốt, hãy tiếp tục phát huy nhé!', 9, 10],
  ['Khá', 'Em làm bài khá tốt, cần cẩn thận hơn ở một vài câu.', 6.5, 8.9],
  ['Cần cố gắng', 'Em cần ôn tập lại bài và cố gắng hơn ở lần sau.', 0, 6.4],
];

export async function seedMissions(db: Db, opts: { schoolId: number; teacherId: number; authorId: number }): Promise<void> {
  await db.insert(t.lectures).values(LECTURES.map((l) => ({ ...l, schoolId: opts.schoolId, createdBy: opts.authorId })));
  const templates = await db
    .insert(t.commentTemplates)
    .values(TEMPLATES.map(([title, content]) => ({ schoolId: opts.schoolId, ownerId: opts.teacherId, title, content })))
    .returning();
  await db.insert(t.commentTemplateSettings).values(
    TEMPLATES.map(([, , minScore, maxScore], i) => ({
      schoolId: opts.schoolId,
      ownerId: opts.teacherId,
      templateId: templates[i]!.id,
      minScore,
      maxScore,
    })),
  );
  const studentRoles = await db.select({ id: t.schoolRoles.id }).from(t.schoolRoles).where(eq(t.schoolRoles.position, 'student'));
  if (studentRoles.length) {
    await db
      .insert(t.schoolRolePermissions)
      .values(studentRoles.map((r) => ({ roleId: r.id, permissionId: permissionId('mission.view') })))
      .onConflictDoNothing();
  }
}
