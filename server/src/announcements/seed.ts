// Demo announcements: one from each group's teacher, posted a couple of days before the seed, so a new user sees the
// stream on the group pages and the students' home (no notifications: they are old news).
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

const DAY_MS = 24 * 3600_000;

const TEXTS = [
  {
    body: 'Chào các em! Tuần này lớp mình học Unit 3: Community service. Các em xem trước từ vựng trong sách giáo khoa trang 28 và làm bài kiểm tra 15 phút trên hệ thống trước hạn nhé.',
    link: null,
  },
  {
    body: 'Nhắc các em: bài kiểm tra giữa học kì I làm trên máy tính bảng của trường. Câu trả lời được lưu ngay cả khi mất mạng, các em cứ bình tĩnh làm bài.',
    link: null,
  },
];

export async function seedAnnouncements(db: Db, opts: { schoolId: number; groups: { id: number; teacherId: number }[] }): Promise<void> {
  const at = new Date(Date.now() - 2 * DAY_MS);
  await db
    .insert(t.groupAnnouncements)
    .values(opts.groups.map((g, i) => ({ schoolId: opts.schoolId, groupId: g.id, authorId: g.teacherId, createdAt: at, ...TEXTS[i % TEXTS.length]! })));
}
