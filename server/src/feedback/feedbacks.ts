// Users' feedback: sending it (limited per hour, with the school the sender is in), the sender's own list, and the
// system administrators' list, detail and handling, where a new or changed reply reaches the author as a notification.
import { aliasedTable, and, count, desc, eq, gte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import * as t from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { containsFolded, containsFoldedText } from '../http/search.ts';
import { sendNotifications } from '../notifications/send.ts';
import {
  FEEDBACK_HOURLY_LIMIT,
  FEEDBACK_MSG,
  FEEDBACK_REPLY_NOTICE,
  FEEDBACK_STATUSES,
  MY_FEEDBACKS_LIMIT,
  type FeedbackDetail,
  type FeedbackKind,
  type FeedbackRow,
  type FeedbackStatus,
  type MyFeedback,
} from '../../../src/shared/feedback.ts';
import type * as v from 'valibot';
import type { feedbackSchema, feedbackUpdateSchema } from '../../../src/shared/schemas/feedback.ts';

const HOUR_MS = 3600_000;
const EXCERPT = 160;
const USER_AGENT_MAX = 300;

type NewFeedback = v.InferOutput<typeof feedbackSchema>;
type FeedbackUpdate = v.InferOutput<typeof feedbackUpdateSchema>;

/**
 * The school to file it under: the one the app named (X-SCHOOL-ID) when the sender is an active member of it, else
 * their only school; none for someone in several schools who named none, or in none. A school that has expired still
 * counts: its members are the ones most likely to write.
 */
export async function senderSchool(db: Db, userId: number, named: number | null): Promise<number | null> {
  const rows = await db
    .select({ schoolId: t.schoolMembers.schoolId })
    .from(t.schoolMembers)
    .where(and(eq(t.schoolMembers.userId, userId), eq(t.schoolMembers.isActive, true)));
  const ids = rows.map((r) => r.schoolId);
  if (named !== null && ids.includes(named)) return named;
  return ids.length === 1 ? ids[0]! : null;
}

const mine = (f: typeof t.feedbacks.$inferSelect): MyFeedback => ({
  id: f.id,
  kind: f.kind as FeedbackKind,
  subject: f.subject,
  message: f.message,
  status: f.status as FeedbackStatus,
  createdAt: f.createdAt.toISOString(),
  reply: f.reply,
  repliedAt: f.repliedAt?.toISOString() ?? null,
});

/** Files one feedback, refused with 429 once the sender sent FEEDBACK_HOURLY_LIMIT in the last hour. */
export async function sendFeedback(
  db: Db,
  sender: { userId: number; schoolId: number | null; userAgent: string | null },
  input: NewFeedback,
  now = new Date(),
): Promise<MyFeedback> {
  return db.transaction(async (tx) => {
    // One sender's sends in turn, so two at once cannot both pass the count.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`feedback:${sender.userId}`}))`);
    const [sent] = await tx
      .select({ n: count() })
      .from(t.feedbacks)
      .where(and(eq(t.feedbacks.userId, sender.userId), gte(t.feedbacks.createdAt, new Date(now.getTime() - HOUR_MS))));
    if ((sent?.n ?? 0) >= FEEDBACK_HOURLY_LIMIT) throw new HttpError(429, FEEDBACK_MSG.tooMany);
    const [row] = await tx
      .insert(t.feedbacks)
      .values({
        userId: sender.userId,
        schoolId: sender.schoolId,
        kind: input.kind,
        subject: input.subject,
        message: input.message,
        contactPhone: input.contactPhone ?? null,
        pageUrl: input.pageUrl,
        appVersion: input.appVersion,
        userAgent: sender.userAgent?.slice(0, USER_AGENT_MAX) || null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return mine(row!);
  });
}

export async function myFeedbacks(db: Db, userId: number): Promise<MyFeedback[]> {
  const rows = await db
    .select()
    .from(t.feedbacks)
    .where(eq(t.feedbacks.userId, userId))
    .orderBy(desc(t.feedbacks.createdAt), desc(t.feedbacks.id))
    .limit(MY_FEEDBACKS_LIMIT);
  return rows.map(mine);
}

const replier = aliasedTable(t.users, 'replier');

function selectRows(db: Db) {
  return db
    .select({
      f: t.feedbacks,
      author: { id: t.users.id, first_name: t.users.firstName, last_name: t.users.lastName, email: t.users.email },
      school: { id: t.schools.id, name: t.schools.name },
      replier: { id: replier.id, first_name: replier.firstName, last_name: replier.lastName },
    })
    .from(t.feedbacks)
    .leftJoin(t.users, eq(t.users.id, t.feedbacks.userId))
    .leftJoin(t.schools, eq(t.schools.id, t.feedbacks.schoolId))
    .leftJoin(replier, eq(replier.id, t.feedbacks.repliedBy));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['execute']>>[number];

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text);

function toRow({ f, author, school }: Selected): FeedbackRow {
  return {
    id: f.id,
    kind: f.kind as FeedbackKind,
    subject: f.subject,
    excerpt: excerpt(f.message),
    status: f.status as FeedbackStatus,
    createdAt: f.createdAt.toISOString(),
    repliedAt: f.repliedAt?.toISOString() ?? null,
    author,
    school,
  };
}

function toDetail(s: Selected): FeedbackDetail {
  const { f } = s;
  return {
    ...toRow(s),
    message: f.message,
    contactPhone: f.contactPhone,
    pageUrl: f.pageUrl,
    appVersion: f.appVersion,
    userAgent: f.userAgent,
    reply: f.reply,
    repliedBy: s.replier,
  };
}

export interface FeedbackListQuery {
  status?: FeedbackStatus;
  kind?: FeedbackKind;
  /** Subject, message, sender (name, email) or school, without accents. */
  q?: string;
  page: number;
  perPage: number;
}

export async function listFeedbacks(db: Db, q: FeedbackListQuery) {
  const filters: SQL[] = [];
  if (q.kind) filters.push(eq(t.feedbacks.kind, q.kind));
  if (q.q) {
    filters.push(
      or(
        containsFolded(t.feedbacks.subject, q.q),
        containsFolded(t.feedbacks.message, q.q),
        containsFoldedText(t.users.searchText, q.q),
        containsFolded(t.schools.name, q.q),
      )!,
    );
  }
  const where = and(...filters, q.status ? eq(t.feedbacks.status, q.status) : undefined);
  const [rows, [total], byStatus] = await Promise.all([
    selectRows(db)
      .where(where)
      .orderBy(desc(t.feedbacks.createdAt), desc(t.feedbacks.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db
      .select({ n: count() })
      .from(t.feedbacks)
      .leftJoin(t.users, eq(t.users.id, t.feedbacks.userId))
      .leftJoin(t.schools, eq(t.schools.id, t.feedbacks.schoolId))
      .where(where),
    db
      .select({ status: t.feedbacks.status, n: count() })
      .from(t.feedbacks)
      .leftJoin(t.users, eq(t.users.id, t.feedbacks.userId))
      .leftJoin(t.schools, eq(t.schools.id, t.feedbacks.schoolId))
      .where(and(...filters))
      .groupBy(t.feedbacks.status),
  ]);
  const counts = Object.fromEntries(FEEDBACK_STATUSES.map((s) => [s, byStatus.find((r) => r.status === s)?.n ?? 0])) as Record<FeedbackStatus, number>;
  return { items: rows.map(toRow), total: total?.n ?? 0, counts };
}

export async function findFeedback(db: Db, id: number): Promise<FeedbackDetail> {
  const [row] = await selectRows(db).where(eq(t.feedbacks.id, id));
  if (!row) throw notFound();
  return toDetail(row);
}

/** Sets the status and the reply; a reply that is new or changed is sent to the author (and only them). */
export async function updateFeedback(db: Db, id: number, input: FeedbackUpdate, by: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(t.feedbacks).where(eq(t.feedbacks.id, id)).for('update');
    if (!current) throw notFound();
    const now = new Date();
    const replied = input.reply !== null && input.reply !== current.reply;
    await tx
      .update(t.feedbacks)
      .set({
        status: input.status,
        reply: input.reply,
        updatedAt: now,
        ...(replied ? { repliedAt: now, repliedBy: by } : input.reply === null ? { repliedAt: null, repliedBy: null } : {}),
      })
      .where(eq(t.feedbacks.id, id));
    if (replied && current.userId !== null) {
      // No school in the metadata: opening it must not switch the reader's current school.
      await sendNotifications(tx, {
        userIds: [current.userId],
        schoolId: current.schoolId,
        content: FEEDBACK_REPLY_NOTICE,
        metadata: { type: 'feedbackReply', feedbackId: id, params: [current.subject] },
      });
    }
  });
}
