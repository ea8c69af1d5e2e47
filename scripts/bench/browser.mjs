// Browser figures of `npm run bench`, measured in Chromium on the app's origin with the code the app ships (the bench
// page of scripts/bench/page bundles src/offline): the answer commit against a plain IndexedDB put, and the outbox
// drain after reconnecting against sending the same requests directly.
/* global window */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { percentile } from './server-load.mjs';

const median = (values) => percentile(values, 50);

/** A page at `${base}/__bench/` served from the bench build (same origin as the app, so same IndexedDB and API). */
export async function openBenchPage(context, base, benchDir, { isolated = false } = {}) {
  const page = await context.newPage();
  await page.route(`${base}/__bench/**`, (route) => {
    const file = path.join(benchDir, new URL(route.request().url()).pathname.replace(/^\/__bench\//, '') || 'index.html');
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
    // Cross-origin isolated, performance.now() counts in microseconds instead of steps of 0.1 ms (for the answer
    // commit, which takes about a millisecond like the raw put it is compared with).
    const headers = isolated ? { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' } : {};
    return route.fulfill({ status: 200, contentType: type, headers, body: readFileSync(file) });
  });
  await page.goto(`${base}/__bench/index.html`);
  await page.waitForFunction(() => Boolean(window.__bench));
  return page;
}

/**
 * Starts (or resumes) the student's mid-term attempt on the server and stores it locally with saveAttempt, as the
 * taking screen does. Runs in the page; returns the attempt key and the answerable questions with a sample answer.
 */
function startAttemptInPage([world, student, keepLocally = true]) {
  return (async () => {
    const url = `/api/s/personal/learning_groups/${world.groupId}/exams/${world.exams.midterm}/perform/new`;
    const headers = { Authorization: `Bearer ${student.token}`, 'X-SCHOOL-ID': String(world.schoolId) };
    const started = Date.now();
    const res = await fetch(url, { method: 'POST', headers });
    if (!res.ok) throw new Error(`perform/new: HTTP ${res.status}`);
    const { data } = await res.json();
    const source = { ...data, userId: student.userId, schoolId: world.schoolId, groupId: world.groupId, examId: world.exams.midterm };
    const local = keepLocally ? await window.__bench.saveAttempt(source, data.serverNow, started, Date.now()) : { key: null };
    const questions = data.fractions.flatMap((f) => f.questions.flatMap((q) => [q, ...(q.subQuestions ?? [])]));
    const sample = (q, i) => {
      switch (q.questionType) {
        case 'singleChoice':
          return { type: 'singleChoice', optionId: q.content.options[i % q.content.options.length].id };
        case 'multipleChoice':
          return { type: 'multipleChoice', optionIds: q.content.options.slice(0, 1 + (i % 2)).map((o) => o.id) };
        case 'fillInTheBlank':
          return { type: 'fillInTheBlank', blanks: Array.from({ length: q.content.blankCount ?? 1 }, () => `word ${i}`) };
        case 'textAnswer':
          return { type: 'textAnswer', text: `answer ${i}` };
        case 'essay':
          return { type: 'essay', text: `My hobby is reading books. I often read in the evening (${i}).` };
        default:
          return null;
      }
    };
    window.__sample = sample;
    return {
      key: local.key,
      userExamId: data.id,
      questions: questions.filter((q) => sample(q, 0) !== null).map((q) => ({ id: q.id, questionType: q.questionType, content: q.content })),
    };
  })();
}

/**
 * N saveAnswer commits interleaved with N raw puts of the same record, on a device of their own (a fresh browser
 * context); p95 of each (ms) and their ratio.
 */
export async function answerCommit(browser, base, benchDir, world, student, n = 500) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const page = await openBenchPage(context, base, benchDir, { isolated: true });
  const attempt = await page.evaluate(startAttemptInPage, [world, student]);
  const result = await page.evaluate(
    async ([{ key, questions }, n]) => {
      const raw = await window.__bench.rawStore();
      const save = [];
      const put = [];
      const warmup = 20;
      for (let i = 0; i < n + warmup; i += 1) {
        const q = questions[i % questions.length];
        const value = window.__sample(q, i);
        const record = { attemptKey: key, questionId: q.id, answer: value, dirty: true, updatedAt: Date.now(), syncedAt: null };
        // Each timing starts on an idle page: what the previous operation left for later (saveAnswer tells live
        // queries and other tabs in a timer task after the commit) runs before it, not inside the next timing.
        const idle = () => new Promise((resolve) => setTimeout(resolve, 0));
        const timeSave = async () => {
          await idle();
          const t0 = performance.now();
          await window.__bench.saveAnswer(key, q.id, value);
          return performance.now() - t0;
        };
        const timePut = async () => {
          await idle();
          const t0 = performance.now();
          await raw.put(record);
          return performance.now() - t0;
        };
        // Alternate which goes first so that neither always runs on a warmer or busier moment.
        let saveMs;
        let putMs;
        if (i % 2) {
          saveMs = await timeSave();
          putMs = await timePut();
        } else {
          putMs = await timePut();
          saveMs = await timeSave();
        }
        if (i >= warmup) {
          save.push(saveMs);
          put.push(putMs);
        }
      }
      return { save, put };
    },
    [attempt, n],
  );
  await context.close();
  const save = percentile(result.save, 95);
  const put = percentile(result.put, 95);
  return { save, put, ratio: save / put, saveP50: median(result.save), putP50: median(result.put) };
}

/**
 * Outbox figure, a warm-up round and then `rounds` times: student A saves 40 answers offline and submits
 * (sealAttempt); the page reconnects and drain() runs until done. Student B sends the very requests A's outbox holds
 * (same bodies, new Idempotency-Keys, B's token and attempt) directly with fetch, one after the other as the outbox
 * does, also just after a reconnect. Which of the two goes first alternates from round to round: the first request
 * after a reconnect, and the first of two submissions on the server, take about 5 ms longer than the second, whichever
 * sends it. A and B share a fresh browser context (the same network conditions; B keeps nothing in IndexedDB, so A's
 * database holds only A's work), and B starts its attempt before A goes offline, so setting up the baseline never runs
 * on the server while A's outbox drains. A's page drains once when it opens, as the app does at start. The drain's
 * requests are checked to be the ones B sent. The warm-up round (the server's first submissions of the run are
 * several times slower than the next ones) is not counted. Needs 2 × (rounds + 1) students.
 */
export async function outboxDrain(browser, base, benchDir, world, students, rounds) {
  const drains = [];
  const directs = [];
  let requestCount = 0;
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const reconnect = async () => {
    await context.setOffline(true);
    await context.setOffline(false);
  };
  try {
    for (let r = 0; r <= rounds; r += 1) {
      const [a, b] = [students[2 * r], students[2 * r + 1]];
      const pageB = await openBenchPage(context, base, benchDir);
      const attemptB = await pageB.evaluate(startAttemptInPage, [world, b, false]);
      const page = await openBenchPage(context, base, benchDir);
      const attemptA = await page.evaluate(startAttemptInPage, [world, a]);
      await page.evaluate(([userId, token]) => window.__bench.setOutboxAuth(userId, token), [a.userId, a.token]);
      await page.evaluate(() => window.__bench.drainRecorded());
      await context.setOffline(true);
      await page.evaluate(async ({ key, questions }) => {
        for (let i = 0; i < 40; i += 1) {
          const q = questions[i % questions.length];
          await window.__bench.saveAnswer(key, q.id, window.__sample(q, i));
        }
        await window.__bench.sealAttempt(key);
      }, attemptA);
      const queued = await page.evaluate((token) => window.__bench.queuedRequests(token), a.token);
      const sendDirect = async () => {
        await reconnect();
        return pageB.evaluate(
          async ([requests, from, to, token]) => {
            const t0 = performance.now();
            for (const req of requests) {
              const headers = { ...req.headers, Authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() };
              const res = await fetch(req.url.replace(`/perform/${from}`, `/perform/${to}`), { method: req.method, headers, body: req.body });
              await res.text();
              if (!res.ok) throw new Error(`direct ${req.method} ${req.url}: HTTP ${res.status}`);
            }
            return performance.now() - t0;
          },
          [queued, attemptA.userExamId, attemptB.userExamId, b.token],
        );
      };
      const runDrain = async () => {
        await reconnect();
        return page.evaluate(() => window.__bench.drainRecorded());
      };
      let directMs = r % 2 === 1 ? await sendDirect() : null;
      const drained = await runDrain();
      directMs ??= await sendDirect();
      const sentBodies = JSON.stringify(drained.requests.map((q) => [q.method, q.url, q.body]));
      if (drained.sent < 1 || sentBodies !== JSON.stringify(queued.map((q) => [q.method, q.url, q.body]))) {
        throw new Error(`drain sent ${drained.sent} items, ${drained.requests.length} requests, not the ${queued.length} queued`);
      }
      requestCount = drained.requests.length;
      if (r > 0) {
        drains.push(drained.ms);
        directs.push(directMs);
      }
      await page.close();
      await pageB.close();
    }
  } finally {
    await context.close();
  }
  const drain = median(drains);
  const direct = median(directs);
  return { drain, direct, ratio: drain / direct, requests: requestCount, rounds };
}
