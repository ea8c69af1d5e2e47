// The demo's free lecture (spec §2 free resources): the system library's "Hệ Mặt Trời", which anyone may open
// without signing in (GET /api/free/lectures). Runs in the database seed, after the demo lectures.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';

export const FREE_LECTURE_TITLES = ['Hệ Mặt Trời'];

export async function seedFreeLectures(db: Db): Promise<void> {
  for (const title of FREE_LECTURE_TITLES) {
    await db
      .update(t.lectures)
      .set({ isFree: true })
      .where(and(eq(t.lectures.level, 'system'), eq(t.lectures.status, 'approved'), eq(t.lectures.title, title)));
  }
}
