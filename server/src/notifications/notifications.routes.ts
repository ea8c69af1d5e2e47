// The notification bell (spec §3 notification, §4, §7): the caller's notifications of every school, and read marking.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, count, desc, eq, isNull, lte, or } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { requireAuth } from '../auth/middleware.ts';
import { idString, query } from '../http/validate.ts';
import { invalid, notFound } from '../http/errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { NOTIFICATION_PAGE_SIZE } from '../../../src/shared/constants.ts';

const number = (max: number) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput), v.maxValue(max, MSG.invalidInput));

const pageQuery = v.object({
  page: v.optional(number(100_000), '1'),
  size: v.optional(number(100), String(NOTIFICATION_PAGE_SIZE)),
  type: v.optional(v.picklist(['WEB'], MSG.invalidInput), 'WEB'),
});
const markQuery = v.object({
  notificationRequestId: v.optional(idString),
  applyAll: v.optional(v.picklist(['true', 'false'], MSG.invalidInput)),
});

/** Delivered notifications only: a scheduled one (willExecutedAt in the future) is not shown before its time. */
const visible = (userId: number, channel: string) =>
  and(
    eq(t.notifications.userId, userId),
    eq(t.notifications.channel, channel),
    or(isNull(t.notifications.willExecutedAt), lte(t.notifications.willExecutedAt, new Date())),
  );

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(t.notifications)
    .where(and(visible(userId, 'WEB'), isNull(t.notifications.readAt)));
  return row?.n ?? 0;
}

export const notifications = new Hono<AppEnv>()
  .get('/notification/user/page', requireAuth, async (c) => {
    const q = query(c, pageQuery);
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    const rows = await db
      .select()
      .from(t.notifications)
      .where(visible(userId, q.type))
      .orderBy(desc(t.notifications.sentAt), desc(t.notifications.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size);
    const [total] = await db.select({ n: count() }).from(t.notifications).where(visible(userId, q.type));
    return c.json({
      data: {
        result: rows.map((n) => ({
          notificationId: n.id,
          content: n.content,
          metadata: n.metadata,
          readAt: n.readAt,
          sentAt: n.sentAt,
          willExecutedAt: n.willExecutedAt,
        })),
        unReadNotification: await unreadCount(db, userId),
        pagination: { total: total?.n ?? 0, page: q.page, perPage: q.size },
      },
    });
  })
  .put('/notification/user/read-marking', requireAuth, async (c) => {
    const q = query(c, markQuery);
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    if (q.applyAll === 'true') {
      await db
        .update(t.notifications)
        .set({ readAt: new Date() })
        .where(and(eq(t.notifications.userId, userId), isNull(t.notifications.readAt)));
    } else if (q.notificationRequestId !== undefined) {
      const [own] = await db
        .select({ id: t.notifications.id, readAt: t.notifications.readAt })
        .from(t.notifications)
        .where(and(eq(t.notifications.id, q.notificationRequestId), eq(t.notifications.userId, userId)))
        .limit(1);
      // Someone else's notification answers exactly like a missing one.
      if (!own) throw notFound();
      // Marking twice keeps the first reading time.
      if (!own.readAt) await db.update(t.notifications).set({ readAt: new Date() }).where(eq(t.notifications.id, own.id));
    } else {
      throw invalid({ notificationRequestId: [MSG.invalidInput] });
    }
    return c.json({ data: { unReadNotification: await unreadCount(db, userId) } });
  });
