// The demo media in the demo lectures (after the media seed, which needs the file storage): the plant-cell diagram
// beside the school's cell lecture, Ms Lan's own water-cycle picture and the school's chime in her group-work lecture,
// the system's solar-system picture on the title slide of the system's lecture (its cover in lists), and the school's
// video beside "a fact" in the present-simple lecture Lớp 7A1 is given. A lecture without its media still opens.
import { eq, inArray } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { mediaFileFields } from '../media/media-files.ts';
import { DEMO_VIDEO } from '../media/seed.ts';
import type { MediaBlock, Rect } from '../../../src/shared/lecture.ts';
import { AT } from './seed-content.ts';

const PLACED: { lecture: string; slide: number; media: string; rect: Rect }[] = [
  { lecture: 'Cấu tạo tế bào thực vật', slide: 1, media: 'Cấu tạo tế bào thực vật', rect: AT.right },
  { lecture: 'Sự chuyển thể của chất – Vòng tuần hoàn của nước', slide: 1, media: 'Ảnh vòng tuần hoàn nước (bản của tôi)', rect: AT.right },
  { lecture: 'Sự chuyển thể của chất – Vòng tuần hoàn của nước', slide: 2, media: 'Âm báo bắt đầu hoạt động nhóm', rect: AT.bottom },
  { lecture: 'Hệ Mặt Trời', slide: 0, media: 'Hệ Mặt Trời', rect: AT.cover },
  { lecture: 'Thì hiện tại đơn', slide: 2, media: DEMO_VIDEO, rect: AT.right },
];

export async function seedLectureMedia(db: Db): Promise<void> {
  const media = await db
    .select()
    .from(t.mediaResources)
    .where(
      inArray(
        t.mediaResources.name,
        PLACED.map((p) => p.media),
      ),
    );
  const files = await mediaFileFields(db, media);
  const lectures = await db
    .select()
    .from(t.lectures)
    .where(
      inArray(
        t.lectures.title,
        PLACED.map((p) => p.lecture),
      ),
    );
  for (const lecture of lectures) {
    const deck = structuredClone(lecture.deck);
    for (const p of PLACED.filter((x) => x.lecture === lecture.title)) {
      const item = media.find((m) => m.name === p.media && (m.level === 'system' || m.schoolId === lecture.schoolId));
      const slide = deck.slides[p.slide];
      if (!item || !slide) continue;
      const f = files.get(item.id)!;
      const block: MediaBlock = {
        id: randomUUID(),
        type: 'media',
        rect: p.rect,
        mediaId: item.id,
        mediaType: f.mediaType,
        name: item.name,
        url: f.url,
        thumbnailUrl: f.thumbnailUrl,
        contentType: f.contentType,
        size: f.size,
      };
      slide.blocks.push(block);
    }
    await db.update(t.lectures).set({ deck, updatedAt: new Date() }).where(eq(t.lectures.id, lecture.id));
  }
}
