// Users' feedback (spec §2 help dialog and /feedbacks, §7 feedback list and detail under /a/feedbacks):
// - POST /feedbacks: anyone signed in sends one (Idempotency-Key; at most FEEDBACK_HOURLY_LIMIT an hour), filed under
//   the school they are in (X-SCHOOL-ID when they are a member of it, else their only school);
// - GET /feedbacks/mine: the sender's newest, with the replies, for the help dialog;
// - GET /a/feedbacks, GET /a/feedbacks/{id}: the system administrators' list (status, kind, search without accents,
//   newest first, paged) and one feedback in full (system permission feedback.view);
// - PATCH /a/feedbacks/{id}: its status and reply (feedback.update); a new or changed reply notifies the author.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requirePermission } from '../auth/middleware.ts';
import { idempotent } from '../http/idempotency.ts';
import { body, idString, paginated, pagination, params, query } from '../http/validate.ts';
import { FEEDBACK_KINDS, FEEDBACK_STATUSES, FEEDBACKS_PER_PAGE } from '../../../src/shared/feedback.ts';
import { feedbackSchema, feedbackUpdateSchema } from '../../../src/shared/schemas/feedback.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { findFeedback, listFeedbacks, myFeedbacks, sendFeedback, senderSchool, updateFeedback } from './feedbacks.ts';

const listQuery = v.object({
  ...pagination,
  perPage: v.optional(pagination.perPage, String(FEEDBACKS_PER_PAGE)),
  status: v.optional(v.picklist(FEEDBACK_STATUSES, MSG.invalidInput)),
  kind: v.optional(v.picklist(FEEDBACK_KINDS, MSG.invalidInput)),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, MSG.invalidInput))),
});
const idParam = v.object({ id: idString });
const item = '/a/feedbacks/:id{[0-9]+}';

export const feedback = new Hono<AppEnv>()
  .post('/feedbacks', requireAuth, idempotent, async (c) => {
    const input = await body(c, feedbackSchema);
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    const header = c.req.header('x-school-id') ?? '';
    const schoolId = await senderSchool(db, userId, /^\d{1,9}$/.test(header) ? Number(header) : null);
    const data = await sendFeedback(db, { userId, schoolId, userAgent: c.req.header('user-agent') ?? null }, input);
    return c.json({ data }, 201);
  })
  .get('/feedbacks/mine', requireAuth, async (c) => c.json({ data: await myFeedbacks(c.get('deps').db, c.get('user').id) }))
  .get('/a/feedbacks', requireAuth, requirePermission('feedback.view'), async (c) => {
    const q = query(c, listQuery);
    const { items, total, counts } = await listFeedbacks(c.get('deps').db, { ...q, q: q.q || undefined });
    return c.json({ ...paginated(items, total, q.page, q.perPage), counts });
  })
  .get(item, requireAuth, requirePermission('feedback.view'), async (c) => {
    const { id } = params(c, idParam);
    return c.json({ data: await findFeedback(c.get('deps').db, id) });
  })
  .patch(item, requireAuth, requirePermission('feedback.update'), async (c) => {
    const { id } = params(c, idParam);
    const input = await body(c, feedbackUpdateSchema);
    const { db } = c.get('deps');
    await updateFeedback(db, id, input, c.get('user').id);
    return c.json({ data: await findFeedback(db, id) });
  });
