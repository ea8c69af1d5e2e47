// Speech-scoring statistics for the system administrator (spec §7: overall, users, requests, usersByRanges with
// startTime and endTime), counted from the recorded calls (speech_requests), which survive history deletions.
import { Hono } from 'hono';
import * as v from 'valibot';
import { and, avg, count, countDistinct, desc, eq, gte, lt, max, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { paginated, pagination, query } from '../http/validate.ts';
import { invalid } from '../http/errors.ts';
import { SERVER_MSG } from '../messages.ts';

/** Days are Vietnamese calendar days: a call at 23:30 UTC counts for the next day in Hà Nội. */
const TZ = 'Asia/Ho_Chi_Minh';
const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_DAYS = 366;

const dateString = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, SERVER_MSG.speechDateRangeInvalid));
const rangeQuery = v.object({ startTime: dateString, endTime: dateString });

/** yyyy-MM-dd → the instant that day starts in Vietnam (UTC+7, no daylight saving). */
const dayStart = (s: string) => new Date(`${s.slice(0, 10)}T00:00:00+07:00`);
const round1 = (x: unknown) => (x === null || x === undefined ? null : Math.round(Number(x) * 10) / 10);

/** The usage-limits screen (/system/limits) shows these: whoever may read the limits may read them. */
const view = requirePermission('resource_limit.view');

export const speechStats = new Hono<AppEnv>()
  .get('/elsa/stats/overall', requireAuth, view, async (c) => {
    const r = t.speechRequests;
    const [row] = await c
      .get('deps')
      .db.select({
        totalRequests: count(),
        scriptedRequests: sql<number>`count(*) filter (where ${r.mode} = 'scripted')`,
        unscriptedRequests: sql<number>`count(*) filter (where ${r.mode} = 'unscripted')`,
        limitedRequests: sql<number>`count(*) filter (where ${r.status} = 'limited')`,
        totalUsers: countDistinct(r.userId),
        averageScore: avg(r.overall),
      })
      .from(r);
    return c.json({
      data: {
        totalRequests: Number(row!.totalRequests),
        scriptedRequests: Number(row!.scriptedRequests),
        unscriptedRequests: Number(row!.unscriptedRequests),
        limitedRequests: Number(row!.limitedRequests),
        totalUsers: Number(row!.totalUsers),
        averageScore: round1(row!.averageScore),
      },
    });
  })
  .get('/elsa/stats/users', requireAuth, view, async (c) => {
    const q = query(c, v.object({ ...pagination }));
    const { db } = c.get('deps');
    const r = t.speechRequests;
    const rows = await db
      .select({
        id: t.users.id,
        firstName: t.users.firstName,
        lastName: t.users.lastName,
        email: t.users.email,
        scripted: sql<number>`count(*) filter (where ${r.mode} = 'scripted')`,
        unscripted: sql<number>`count(*) filter (where ${r.mode} = 'unscripted')`,
        lastRequestAt: max(r.createdAt),
        averageScore: avg(r.overall),
      })
      .from(r)
      .innerJoin(t.users, eq(t.users.id, r.userId))
      .groupBy(t.users.id)
      .orderBy(desc(max(r.createdAt)), t.users.id)
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: countDistinct(r.userId) }).from(r);
    return c.json(
      paginated(
        rows.map((u) => ({
          user: { id: u.id, first_name: u.firstName, last_name: u.lastName, email: u.email },
          scripted: Number(u.scripted),
          unscripted: Number(u.unscripted),
          lastRequestAt: u.lastRequestAt,
          averageScore: round1(u.averageScore),
        })),
        Number(total?.n ?? 0),
        q.page,
        q.perPage,
      ),
    );
  })
  .get('/elsa/stats/requests', requireAuth, view, async (c) => {
    const q = query(c, v.object({ ...pagination }));
    const { db } = c.get('deps');
    const rows = await db
      .select()
      .from(t.speechRequests)
      .orderBy(desc(t.speechRequests.createdAt), desc(t.speechRequests.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage);
    const [total] = await db.select({ n: count() }).from(t.speechRequests);
    return c.json(paginated(rows, total?.n ?? 0, q.page, q.perPage));
  })
  .get('/elsa/stats/usersByRanges', requireAuth, view, async (c) => {
    const q = query(c, rangeQuery);
    const from = dayStart(q.startTime);
    const to = new Date(dayStart(q.endTime).getTime() + DAY_MS); // endTime's whole day is included
    if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime()) || to <= from || to.getTime() - from.getTime() > MAX_RANGE_DAYS * DAY_MS) {
      throw invalid({ startTime: [SERVER_MSG.speechDateRangeInvalid] });
    }
    const r = t.speechRequests;
    const inRange = and(gte(r.createdAt, from), lt(r.createdAt, to));
    const day = sql<string>`to_char(${r.createdAt} at time zone ${sql.raw(`'${TZ}'`)}, 'YYYY-MM-DD')`;
    const { db } = c.get('deps');
    const days = await db
      .select({ date: day, users: countDistinct(r.userId), requests: count() })
      .from(r)
      .where(inRange)
      .groupBy(day)
      .orderBy(day);
    const [sum] = await db
      .select({ users: countDistinct(r.userId), requests: count() })
      .from(r)
      .where(inRange);
    return c.json({
      data: {
        startTime: q.startTime.slice(0, 10),
        endTime: q.endTime.slice(0, 10),
        users: Number(sum?.users ?? 0),
        requests: Number(sum?.requests ?? 0),
        days: days.map((d) => ({ date: d.date, users: Number(d.users), requests: Number(d.requests) })),
      },
    });
  });
