import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/offline/db.ts';
import { saveAnswer } from '@/offline/exam-answers.ts';
import { attemptKeyOf } from '@/offline/exam-store.ts';
import { resetOfflineDb, seedAttempt, text, userExam } from '@/offline/test-fixtures.ts';
import { startAttempt } from './start-attempt.ts';

const KEY = attemptKeyOf(5, 7);
const input = { schoolId: 3, groupId: 11, examId: 21, userId: 5 };
const serverAnswers = (status: 'in_progress' | 'auto_submitted') =>
  vi.fn(async () => new Response(JSON.stringify({ data: userExam({ status, serverNow: new Date().toISOString() }) }), { status: 200 }));

beforeEach(resetOfflineDb);
afterEach(() => vi.unstubAllGlobals());

describe('startAttempt', () => {
  it('resumes the attempt and keeps the answers saved on this device', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('a'));
    vi.stubGlobal('fetch', serverAnswers('in_progress'));
    const attempt = await startAttempt(input);
    expect(attempt).toMatchObject({ key: KEY, status: 'doing' });
    expect((await db.answers.get([KEY, 1]))?.answer).toEqual(text('a'));
  });

  it('when the server closed the attempt while the device was away, submits what the device holds first', async () => {
    await seedAttempt();
    await saveAnswer(KEY, 1, text('never sent'));
    vi.stubGlobal('fetch', serverAnswers('auto_submitted'));
    await startAttempt(input);
    const submission = await db.outbox.where('[group+kind]').equals([KEY, 'submission']).first();
    expect(submission?.body).toMatchObject({ submit: true, answers: [{ questionId: 1, answer: text('never sent') }] });
    expect((await db.attempts.get(KEY))?.status).toBe('submitted');
  });
});
