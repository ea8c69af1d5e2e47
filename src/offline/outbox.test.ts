import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db.ts';
import { clearOldDelivered, dismissItem, drain, enqueue, enqueueLatest, newIdempotencyKey, retryItem } from './outbox.ts';
import { setOutboxAuth } from './outbox-auth.ts';
import { saveAnswer, getAnswers } from './exam-answers.ts';
import { materializeAnswerItems } from './exam-answer-items.ts';
import { attemptKeyOf, getAttempt, sealAttempt } from './exam-store.ts';
import { resetOfflineDb, scriptedSender, seedAttempt, text } from './test-fixtures.ts';
import type { Sender } from './outbox-send.ts';
import { queueMarks } from './exam-grades.ts';

const KEY = attemptKeyOf(5, 7);
const mid = () => 0.5;

beforeEach(resetOfflineDb);

/** A teacher's grades waiting to be sent, the user's token already with the drainer. */
async function queueGrade() {
  const item = await enqueue({
    userId: 5,
    schoolId: 3,
    kind: 'grade',
    method: 'PUT',
    url: '/api/s/user_exams/9/marks',
    body: { marks: [] },
    label: 'Chấm điểm',
  });
  await setOutboxAuth(5, 'token-5');
  return item;
}

/** An attempt with two answers (their request built, as the page does shortly after) and its submission queued. */
async function queued() {
  await seedAttempt();
  await saveAnswer(KEY, 1, text('a'));
  await saveAnswer(KEY, 2, text('b'));
  await materializeAnswerItems();
  await sealAttempt(KEY);
  return db.outbox.orderBy('id').toArray();
}

describe('drain', () => {
  it('a dismissed answer request is not rebuilt at the next drain; the answer stays for the submission', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    const body = { code: 422, message: 'x', messages: ['Câu trả lời không đúng dạng câu hỏi'], errors: {} };
    await drain({ send: scriptedSender([{ status: 422, body }]).send, locks: null });
    const failed = (await db.outbox.toArray())[0]!;
    expect(failed.state).toBe('failed');
    await dismissItem(failed.id!);
    const { send, requests } = scriptedSender([]);
    await drain({ send, locks: null });
    expect(requests).toHaveLength(0);
    expect((await getAnswers(KEY))[0]!.answer).toEqual(text('a'));
  });

  it('sends an answer committed just before the tab died: the next drain builds its request from the row', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    expect(await db.outbox.count()).toBe(0); // the tab died before the debounced build
    const { send, requests } = scriptedSender([200]);
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 1, failed: 0 });
    expect(JSON.parse(requests[0]!.body!).answers.map((a: { questionId: number }) => a.questionId)).toEqual([1]);
    expect((await getAnswers(KEY))[0]!.syncedAt).not.toBeNull();
  });

  it("sends an attempt's answers before its submission, with auth, school and Idempotency-Key headers", async () => {
    const items = await queued();
    const { send, requests } = scriptedSender([200, 200]);
    const result = await drain({ send, locks: null });
    expect(result).toMatchObject({ ran: true, sent: 2, failed: 0, retrying: 0 });
    expect(requests.map((r) => JSON.parse(r.body!).submit ?? false)).toEqual([false, true]);
    expect(requests[0]!.headers).toMatchObject({
      Authorization: 'Bearer token-5',
      'X-SCHOOL-ID': '3',
      'Idempotency-Key': items[0]!.key,
      'Content-Type': 'application/json',
    });
    expect(requests[1]!.headers['Idempotency-Key']).toBe(items[1]!.key);
    expect(requests[0]!.url).toBe('/api/s/personal/learning_groups/11/exams/21/perform/7');
    expect(requests[0]!.method).toBe('PUT');
    // Every request names this device, the same one each time (the server binds an attempt to one device).
    expect(requests[0]!.headers['X-Device-Id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(requests[1]!.headers['X-Device-Id']).toBe(requests[0]!.headers['X-Device-Id']);
  });

  it('after another device took the attempt over, stops sending it: the answers stay here and the attempt says so', async () => {
    await queued();
    const body = {
      code: 409,
      message: 'Bài thi đã được chuyển sang thiết bị khác.',
      messages: ['Bài thi đã được chuyển sang thiết bị khác.'],
      errors: { attemptTakenOver: ['Bài thi đã được chuyển sang thiết bị khác.'] },
      retryable: false,
    };
    const { send, requests } = scriptedSender([
      { status: 409, body },
      { status: 409, body },
    ]);
    await drain({ send, locks: null });
    expect(requests).toHaveLength(2);
    expect(await db.outbox.count()).toBe(0);
    expect((await getAttempt(KEY))?.status).toBe('takenOver');
    expect((await getAnswers(KEY)).map((a) => a.answer)).toEqual([text('a'), text('b')]);
    await expect(saveAnswer(KEY, 1, text('later'))).rejects.toMatchObject({ name: 'AttemptClosedError' });
    expect(await sealAttempt(KEY)).toBeNull();
  });

  it('marks the attempt submitted with the server result; the answers sent on their own are synced', async () => {
    await queued();
    await drain({ send: scriptedSender([200, 200]).send, locks: null });
    const attempt = await getAttempt(KEY);
    expect(attempt?.status).toBe('submitted');
    expect(attempt?.submitResult).toMatchObject({ ok: true });
    expect((await getAnswers(KEY)).every((a) => a.syncedAt !== null && a.syncedAt >= a.updatedAt)).toBe(true);
    const left = await db.outbox.toArray();
    expect(left.map((i) => [i.kind, i.state])).toEqual([['submission', 'done']]);
  });

  it('retries 503 and network errors with growing backoff, holding the submission behind its answers', async () => {
    await queued();
    let clock = Date.now();
    const now = () => clock;
    const { send, requests } = scriptedSender([503, 'network', 200, 200]);
    let result = await drain({ send, now, random: mid, locks: null });
    expect(result).toMatchObject({ sent: 0, retrying: 2, nextAttemptAt: clock + 1000 });
    let first = (await db.outbox.orderBy('id').first())!;
    expect(first).toMatchObject({ state: 'pending', attempts: 1, lastStatus: 503 });

    clock += 999;
    expect((await drain({ send, now, random: mid, locks: null })).sent).toBe(0);
    expect(requests).toHaveLength(1);

    clock += 1;
    result = await drain({ send, now, random: mid, locks: null });
    first = (await db.outbox.orderBy('id').first())!;
    expect(first).toMatchObject({ attempts: 2, lastStatus: 0, nextAttemptAt: clock + 2000 });

    clock += 2000;
    result = await drain({ send, now, random: mid, locks: null });
    expect(result).toMatchObject({ sent: 2, retrying: 0 });
    expect(requests.map((r) => JSON.parse(r.body!).submit ?? false)).toEqual([false, false, false, true]);
    // Every retry of one item carries the same key, so the server can answer a replay with its first response.
    expect(new Set(requests.slice(0, 3).map((r) => r.headers['Idempotency-Key'])).size).toBe(1);
  });

  it('after a network error, coming back online sends at once instead of waiting out the backoff', async () => {
    await queued();
    const { send } = scriptedSender(['network', 200, 200]);
    await drain({ send, locks: null });
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 0 });
    expect(await drain({ send, locks: null, wake: true })).toMatchObject({ sent: 2 });
  });

  it('marks a 422 failed with the server message, keeps it visible, and lets the user retry or dismiss it', async () => {
    const item = await queueGrade();
    const body = { code: 422, message: 'Dữ liệu không hợp lệ', messages: ['Điểm không hợp lệ'], errors: {} };
    const { send, requests } = scriptedSender([{ status: 422, body }, 200]);
    expect(await drain({ send, locks: null })).toMatchObject({ failed: 1, retrying: 0 });
    expect(await db.outbox.get(item.id!)).toMatchObject({ state: 'failed', lastStatus: 422, lastError: 'Điểm không hợp lệ' });
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 0 });
    expect(requests).toHaveLength(1);

    await retryItem(item.id!);
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 1 });
    expect((await db.outbox.get(item.id!))?.state).toBe('done');
    await dismissItem(item.id!); // only failed items can be dismissed
    expect(await db.outbox.get(item.id!)).toBeDefined();
  });

  it('follows the server on whether a refusal is final: a 409 in progress is retried, an unavailable feature waits for the user', async () => {
    const grade = await queueGrade();
    const recording = await enqueue({
      userId: 5,
      schoolId: 3,
      kind: 'recording',
      method: 'POST',
      url: '/api/s/elsa/score_audio_unscripted',
      body: {},
      label: 'Luyện nói',
    });
    const busy = { code: 409, message: 'Yêu cầu đang được xử lý', messages: ['Yêu cầu đang được xử lý'], errors: {}, retryable: true };
    const final = { code: 409, message: 'Luyện nói tự do chưa được bật', messages: ['Luyện nói tự do chưa được bật'], errors: {}, retryable: false };
    const { send } = scriptedSender([
      { status: 409, body: busy },
      { status: 409, body: final },
    ]);
    expect(await drain({ send, locks: null, random: mid })).toMatchObject({ retrying: 1, failed: 1 });
    expect(await db.outbox.get(grade.id!)).toMatchObject({ state: 'pending', lastStatus: 409, attempts: 1 });
    expect(await db.outbox.get(recording.id!)).toMatchObject({ state: 'failed', lastError: 'Luyện nói tự do chưa được bật' });
  });

  it('waits as long as a 429 asks (Retry-After) when that is longer than its own backoff', async () => {
    const item = await queueGrade();
    const clock = Date.now();
    const { send } = scriptedSender([
      { status: 429, body: { code: 429, message: 'Bận', messages: ['Bận'], errors: {}, retryable: true }, retryAfterMs: 60_000 },
    ]);
    await drain({ send, locks: null, random: mid, now: () => clock });
    expect(await db.outbox.get(item.id!)).toMatchObject({ state: 'pending', lastStatus: 429, nextAttemptAt: clock + 60_000 });
  });

  it('a refused answer save is dropped only when the queued submission carries its answers', async () => {
    await queued();
    const { send } = scriptedSender([422, 200]);
    await drain({ send, locks: null });
    const left = await db.outbox.toArray();
    expect(left.map((i) => [i.kind, i.state])).toEqual([['submission', 'done']]);
  });

  it('holds items after a 401 until a new token is stored, and never sends them under another user', async () => {
    await queued();
    const { send, requests } = scriptedSender([401, 200, 200]);
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 0, waitingForLogin: 2 });
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 0 });
    await setOutboxAuth(6, 'token-of-someone-else');
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 0, waitingForLogin: 2 });
    expect(requests).toHaveLength(1);
    await setOutboxAuth(5, 'fresh-token');
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 2 });
    expect(requests.at(-1)!.headers.Authorization).toBe('Bearer fresh-token');
  });

  it("after a 401 sends none of that user's other items with the refused token, even in another group", async () => {
    const grade = (userExamId: number) =>
      enqueue({
        userId: 5,
        schoolId: 3,
        kind: 'grade',
        method: 'PUT',
        url: `/api/s/user_exams/${userExamId}/marks`,
        body: { marks: [] },
        label: 'Chấm điểm',
      });
    await grade(9);
    await grade(10); // a group of its own: not held back by the first
    await setOutboxAuth(5, 'token-5');
    const { send, requests } = scriptedSender([401, 200, 200]);
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 0, waitingForLogin: 2 });
    expect(requests).toHaveLength(1);
    await setOutboxAuth(5, 'fresh-token');
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 2, waitingForLogin: 0 });
    expect(requests.slice(1).map((r) => r.headers.Authorization)).toEqual(['Bearer fresh-token', 'Bearer fresh-token']);
  });

  it('runs one drainer at a time (in-memory fallback)', async () => {
    await queued();
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const calls: string[] = [];
    const send: Sender = async (req) => {
      calls.push(req.headers['Idempotency-Key']!);
      await gate;
      return { status: 200, body: { data: null } };
    };
    const first = drain({ send, locks: null });
    await new Promise((r) => setTimeout(r, 20));
    expect(await drain({ send, locks: null })).toMatchObject({ ran: false });
    release();
    expect(await first).toMatchObject({ sent: 2 });
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('runs one drainer at a time across contexts through a Web Lock', async () => {
    await queued();
    const held = new Set<string>();
    const locks = {
      async request(name: string, _opts: LockOptions, cb: (lock: Lock | null) => Promise<unknown>) {
        if (held.has(name)) return cb(null);
        held.add(name);
        try {
          return await cb({ name, mode: 'exclusive' } as Lock);
        } finally {
          held.delete(name);
        }
      },
    } as unknown as LockManager;
    held.add('lhs-outbox-drain'); // the service worker is draining
    const { send, requests } = scriptedSender([200, 200]);
    expect(await drain({ send, locks })).toMatchObject({ ran: false });
    expect(requests).toHaveLength(0);
    held.clear();
    expect(await drain({ send, locks })).toMatchObject({ ran: true, sent: 2 });
  });

  it('resends an item left "sending" by a tab that closed mid-request, with the same key', async () => {
    const [answers] = await queued();
    await db.outbox.update(answers!.id!, { state: 'sending', attempts: 1 });
    const { send, requests } = scriptedSender([200, 200]);
    expect(await drain({ send, locks: null })).toMatchObject({ sent: 2 });
    expect(requests[0]!.headers['Idempotency-Key']).toBe(answers!.key);
  });

  it('sends a submission while its claim commits: a claim lost to a full disk means the same request again', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    await sealAttempt(KEY);
    const claim = vi.spyOn(db.outbox, 'put').mockImplementationOnce(() => Promise.reject(new Error('disk full')) as never);
    const first = scriptedSender([200]);
    await expect(drain({ send: first.send, locks: null })).rejects.toThrow('disk full');
    claim.mockRestore();
    // The request had left before the claim failed; the item is as it was, and goes again unchanged.
    expect(first.requests).toHaveLength(1);
    expect((await db.outbox.toArray()).map((i) => [i.state, i.attempts])).toEqual([['pending', 0]]);
    const again = scriptedSender([200]);
    expect(await drain({ send: again.send, locks: null })).toMatchObject({ sent: 1 });
    expect(again.requests[0]!.headers['Idempotency-Key']).toBe(first.requests[0]!.headers['Idempotency-Key']);
    expect(again.requests[0]!.body).toBe(first.requests[0]!.body);
  });

  it('sends an answers request only once its claim has committed (its body grows until then)', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    await materializeAnswerItems();
    const claim = vi.spyOn(db.outbox, 'put').mockImplementationOnce(() => Promise.reject(new Error('disk full')) as never);
    const { send, requests } = scriptedSender([200]);
    await expect(drain({ send, locks: null })).rejects.toThrow('disk full');
    claim.mockRestore();
    expect(requests).toHaveLength(0);
  });

  it('re-measures the exam clock from the server time in a delivered save', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    const serverNow = new Date(Date.now() + 90_000).toISOString();
    const { send } = scriptedSender([{ status: 200, body: { data: { status: 'in_progress', serverNow } } }]);
    await drain({ send, locks: null });
    const attempt = await getAttempt(KEY);
    expect(Math.abs(attempt!.clockOffsetMs - 90_000)).toBeLessThan(1000);
  });

  it('sends grades entered offline in the order they were made', async () => {
    await setOutboxAuth(8, 'teacher');
    const marks = (point: number) => ({ marks: [{ questionId: 4, pointEarned: point, comment: 'Tốt' }] });
    await queueMarks({ userId: 8, schoolId: 3, userExamId: 9, studentName: 'Nguyễn Văn An', body: marks(1) });
    await queueMarks({ userId: 8, schoolId: 3, userExamId: 9, studentName: 'Nguyễn Văn An', body: marks(2) });
    const { send, requests } = scriptedSender([503, 200, 200]);
    await drain({ send, locks: null, random: mid });
    expect(requests).toHaveLength(1); // the correction waits behind the first grade
    await drain({ send, locks: null, wake: true, now: () => Date.now() + 1000 });
    expect(requests.map((r) => [r.method, r.url, JSON.parse(r.body!).marks[0].pointEarned])).toEqual([
      ['PUT', '/api/s/user_exams/9/marks', 1],
      ['PUT', '/api/s/user_exams/9/marks', 1],
      ['PUT', '/api/s/user_exams/9/marks', 2],
    ]);
    expect(requests[0]!.headers.Authorization).toBe('Bearer teacher');
  });

  it('clears delivered items after a week, never one still to send', async () => {
    await queued();
    await drain({ send: scriptedSender([200, 200]).send, locks: null });
    await enqueue({ userId: 5, schoolId: 3, kind: 'grade', method: 'PUT', url: '/api/s/user_exams/9/marks', body: {}, label: 'Chấm điểm' });
    const week = 7 * 24 * 3600_000;
    expect(await clearOldDelivered(Date.now() + week - 60_000)).toBe(0);
    expect(await clearOldDelivered(Date.now() + week + 60_000)).toBe(1);
    expect((await db.outbox.toArray()).map((i) => [i.kind, i.state])).toEqual([['grade', 'pending']]);
  });

  it('makes v4 UUID keys even where crypto.randomUUID is missing (plain http on a school LAN)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(newIdempotencyKey()).toMatch(uuid);
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const keys = new Set(Array.from({ length: 50 }, newIdempotencyKey));
      expect(keys.size).toBe(50);
      for (const key of keys) expect(key).toMatch(uuid);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('keeps one copy of a document saved again and again: the latest, sent once, and gone when delivered', async () => {
    await setOutboxAuth(5, 'token-5');
    const save = (n: number) =>
      enqueueLatest({
        userId: 5,
        schoolId: null,
        kind: 'lecture',
        group: 'lecture:8',
        method: 'PUT',
        url: '/api/lecture_decks/8',
        body: { n },
        label: 'Bài giảng',
      });
    await save(1);
    const refused = { code: 422, message: 'x', messages: ['Khối văn bản quá dài'], errors: {} };
    await drain({ send: scriptedSender([{ status: 422, body: refused }]).send, locks: null });
    expect((await db.outbox.toArray()).map((i) => i.state)).toEqual(['failed']);
    await save(2);
    await save(3);
    expect((await db.outbox.toArray()).map((i) => [i.state, i.body])).toEqual([['pending', { n: 3 }]]);
    const { send, requests } = scriptedSender([200]);
    await drain({ send, locks: null });
    expect(requests.map((r) => JSON.parse(r.body!))).toEqual([{ n: 3 }]);
    expect(await db.outbox.count()).toBe(0);
  });
});
