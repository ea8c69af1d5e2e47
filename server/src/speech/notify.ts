// Notifications of a finished practice (spec §3 types): completeSpeaking to the student's teachers in this school,
// speakingHistory to the student when the server's score replaced a provisional on-device one.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

interface Practice {
  historyId: number;
  schoolId: number;
  student: { id: number; firstName: string; lastName: string };
  sentence: string;
  overall: number;
  hadDeviceScore: boolean;
}

const short = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}...` : s);

export async function notifyPractice(db: Db, p: Practice): Promise<void> {
  const groups = await db
    .select({ id: t.schoolGroups.id, name: t.schoolGroups.name })
    .from(t.groupMembers)
    .innerJoin(t.schoolGroups, eq(t.schoolGroups.id, t.groupMembers.groupId))
    .where(and(eq(t.groupMembers.userId, p.student.id), eq(t.groupMembers.role, 'student'), eq(t.schoolGroups.schoolId, p.schoolId)));
  if (!groups.length) return;
  const teachers = await db
    .select({ userId: t.groupMembers.userId, groupId: t.groupMembers.groupId })
    .from(t.groupMembers)
    .where(
      and(
        inArray(
          t.groupMembers.groupId,
          groups.map((g) => g.id),
        ),
        eq(t.groupMembers.role, 'teacher'),
      ),
    );
  const name = `${p.student.lastName} ${p.student.firstName}`;
  const seen = new Set<number>();
  const rows: (typeof t.notifications.$inferInsert)[] = [];
  for (const teacher of teachers) {
    if (seen.has(teacher.userId) || teacher.userId === p.student.id) continue;
    seen.add(teacher.userId);
    const group = groups.find((g) => g.id === teacher.groupId)!;
    rows.push({
      userId: teacher.userId,
      schoolId: p.schoolId,
      content: 'Học sinh {} đã hoàn thành bài luyện phát âm "{}" với {} điểm',
      metadata: JSON.stringify({
        type: 'completeSpeaking',
        schoolId: p.schoolId,
        groupId: group.id,
        groupName: group.name,
        params: [name, short(p.sentence), String(p.overall)],
        speakingHistoryId: p.historyId,
        studentId: p.student.id,
      }),
    });
  }
  if (p.hadDeviceScore) {
    rows.push({
      userId: p.student.id,
      schoolId: p.schoolId,
      content: 'Bài luyện phát âm "{}" đã được chấm trên máy chủ: {} điểm',
      metadata: JSON.stringify({
        type: 'speakingHistory',
        schoolId: p.schoolId,
        groupId: groups[0]!.id,
        groupName: groups[0]!.name,
        params: [short(p.sentence), String(p.overall)],
        speakingHistoryId: p.historyId,
      }),
    });
  }
  if (rows.length) await db.insert(t.notifications).values(rows);
}
