// Server figures of `npm run bench`: 40 simultaneous submissions, and 1,000 students each saving every 10 s, sent
// over loopback HTTP to the real server process. Students, attempts and tokens come from seed-bench.ts.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const performPath = (world, examId, userExamId) => `/api/s/personal/learning_groups/${world.groupId}/exams/${examId}/perform/${userExamId}`;

/** Nearest-rank percentile of a list of numbers. */
export function percentile(values, p) {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Non-200 answers by status (or why no answer came), e.g. { "409": 2 }. */
function errorsByStatus(results) {
  const out = {};
  for (const r of results) {
    const key = r.status === 0 ? `no answer (${r.error})` : r.status;
    if (r.status !== 200) out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

/** One perform update; resolves with its latency (ms) and status (0: no answer). */
async function put(base, world, student, examId, userExamId, body) {
  const started = performance.now();
  try {
    const res = await fetch(base + performPath(world, examId, userExamId), {
      method: 'PUT',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${student.token}`,
        'X-SCHOOL-ID': String(world.schoolId),
        'Idempotency-Key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    await res.arrayBuffer();
    return { ms: performance.now() - started, status: res.status };
  } catch (e) {
    return { ms: performance.now() - started, status: 0, error: e?.cause?.code ?? e?.message };
  }
}

/** The mid-term's question ids by type, read from one student's attempt (perform/new resumes it). */
export async function examQuestions(base, world, student) {
  const res = await fetch(`${base}/api/s/personal/learning_groups/${world.groupId}/exams/${world.exams.midterm}/perform/new`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${student.token}`, 'X-SCHOOL-ID': String(world.schoolId) },
  });
  if (!res.ok) throw new Error(`perform/new: HTTP ${res.status}`);
  const { data } = await res.json();
  const questions = data.fractions.flatMap((f) => f.questions.flatMap((q) => [q, ...(q.subQuestions ?? [])]));
  return {
    single: questions.find((q) => q.questionType === 'singleChoice').id,
    essay: questions.find((q) => q.questionType === 'essay').id,
  };
}

/**
 * Embedded PGlite runs PostgreSQL compiled to WebAssembly, which V8 optimizes only after some thousands of queries
 * (the first few hundred are ten times slower). A server that has been up during an exam is warm: before the timed
 * figures, send saves from a few connections (every saver's identity gets loaded too) for up to `ms`, and submit the warm-up
 * quizzes (students 40–79).
 */
export async function warmUp(base, world, { ms = 40_000, requests = 4000, connections = 8 } = {}) {
  const savers = world.students.filter((s) => s.midterm !== null);
  const q = await examQuestions(base, world, savers[0]);
  const until = performance.now() + ms;
  let sent = 0;
  const worker = async () => {
    while (performance.now() < until && sent < requests) {
      const s = savers[sent++ % savers.length];
      const at = new Date().toISOString();
      await put(base, world, s, world.exams.midterm, s.midterm, {
        answers: [{ questionId: q.single, answer: { type: 'singleChoice', optionId: 'a' }, clientUpdatedAt: at }],
      });
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  const quizzes = await startQuizzes(base, world, world.students.filter((s) => s.quizTaker).slice(40));
  for (let i = 0; i < quizzes.length; i += 4) {
    await Promise.all(
      quizzes.slice(i, i + 4).map(({ student, attempt, question }) =>
        put(base, world, student, world.exams.quiz, attempt, {
          answers: [{ questionId: question, answer: { type: 'singleChoice', optionId: 'a' }, clientUpdatedAt: new Date().toISOString() }],
          submit: true,
        }),
      ),
    );
  }
  return sent;
}

/** Starts (perform/new) the quiz of each student, a few at a time: { student, attempt id, first question id }. */
async function startQuizzes(base, world, students) {
  const started = [];
  for (let i = 0; i < students.length; i += 8) {
    started.push(
      ...(await Promise.all(
        students.slice(i, i + 8).map(async (student) => {
          const res = await fetch(`${base}/api/s/personal/learning_groups/${world.groupId}/exams/${world.exams.quiz}/perform/new`, {
            method: 'POST',
            headers: { Authorization: `Bearer ${student.token}`, 'X-SCHOOL-ID': String(world.schoolId) },
          });
          if (!res.ok) throw new Error(`perform/new: HTTP ${res.status}`);
          const { data } = await res.json();
          if (data.status !== 'in_progress') throw new Error(`the quiz of ${student.userId} is ${data.status}, not in progress`);
          return { student, attempt: data.id, question: data.fractions[0].questions[0].id };
        }),
      )),
    );
  }
  return started;
}

/**
 * One request of one device over that device's own connection (`agent`: keep-alive, one socket): resolves with its
 * latency (ms), status and parsed JSON body.
 */
function deviceRequest(agent, url, method, token, schoolId, body) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const started = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      url,
      {
        method,
        agent,
        headers: {
          ...(payload ? { 'Content-Type': 'application/json', 'Idempotency-Key': randomUUID() } : {}),
          'Content-Length': Buffer.byteLength(payload),
          Authorization: `Bearer ${token}`,
          'X-SCHOOL-ID': String(schoolId),
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let json = null;
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            json = null;
          }
          resolve({ ms: performance.now() - started, status: res.statusCode, body: json });
        });
      },
    );
    req.on('error', (e) => resolve({ ms: performance.now() - started, status: 0, error: e.code ?? e.message }));
    req.end(payload);
  });
}

/**
 * 40 students submit their quiz at the same moment. Each is a device with its own connection, opened when it started
 * the quiz a moment before (as a tablet keeps the connection it saves answers over), so the figure times the server
 * answering forty submissions, not one client process opening forty sockets.
 */
export async function simultaneousSubmissions(base, world) {
  const students = world.students.filter((s) => s.quizTaker).slice(0, 40);
  const devices = students.map((student) => ({ student, agent: new http.Agent({ keepAlive: true, maxSockets: 1 }) }));
  try {
    const started = [];
    for (let i = 0; i < devices.length; i += 8) {
      started.push(
        ...(await Promise.all(
          devices.slice(i, i + 8).map(async ({ student, agent }) => {
            const url = `${base}/api/s/personal/learning_groups/${world.groupId}/exams/${world.exams.quiz}/perform/new`;
            const res = await deviceRequest(agent, url, 'POST', student.token, world.schoolId);
            if (res.status !== 200) throw new Error(`perform/new: HTTP ${res.status}`);
            const { data } = res.body;
            if (data.status !== 'in_progress') throw new Error(`the quiz of ${student.userId} is ${data.status}, not in progress`);
            return { student, agent, attempt: data.id, question: data.fractions[0].questions[0].id };
          }),
        )),
      );
    }
    const results = await Promise.all(
      started.map(({ student, agent, attempt, question }) => {
        const answers = [{ questionId: question, answer: { type: 'singleChoice', optionId: 'b' }, clientUpdatedAt: new Date().toISOString() }];
        const url = base + performPath(world, world.exams.quiz, attempt);
        return deviceRequest(agent, url, 'PUT', student.token, world.schoolId, { answers, submit: true });
      }),
    );
    const errors = results.filter((r) => r.status !== 200).length;
    return {
      p95: percentile(
        results.map((r) => r.ms),
        95,
      ),
      errors,
      byStatus: errorsByStatus(results),
      count: results.length,
    };
  } finally {
    for (const { agent } of devices) agent.destroy();
  }
}

/**
 * `students` students each send a save every `periodMs`, spread uniformly (students / period requests a second), for
 * `durationMs`. Each save carries the single-choice answer and the essay draft with a newer clientUpdatedAt.
 * The first `warmupMs` are sent but not counted (JIT, connection setup). Stops by itself.
 */
export async function steadySaves(base, world, { students = 1000, periodMs = 10_000, durationMs = 30_000, warmupMs = 3_000 } = {}) {
  const savers = world.students.filter((s) => s.midterm !== null).slice(0, students);
  const q = await examQuestions(base, world, savers[0]);
  const interval = periodMs / savers.length;
  const total = Math.floor((warmupMs + durationMs) / interval);
  const warmupCount = Math.floor(warmupMs / interval);
  const start = performance.now();
  const pending = [];
  let lagMs = 0;
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    lagMs = Math.max(lagMs, performance.now() - due);
    const s = savers[i % savers.length];
    const at = new Date().toISOString();
    const body = {
      answers: [
        { questionId: q.single, answer: { type: 'singleChoice', optionId: i % 2 ? 'a' : 'b' }, clientUpdatedAt: at },
        { questionId: q.essay, answer: { type: 'essay', text: `My hobby is reading books. Draft ${i}.` }, clientUpdatedAt: at },
      ],
    };
    pending.push(put(base, world, s, world.exams.midterm, s.midterm, body).then((r) => ({ ...r, counted: i >= warmupCount })));
  }
  const results = (await Promise.all(pending)).filter((r) => r.counted);
  return {
    p95: percentile(
      results.map((r) => r.ms),
      95,
    ),
    p50: percentile(
      results.map((r) => r.ms),
      50,
    ),
    errors: results.filter((r) => r.status !== 200).length,
    byStatus: errorsByStatus(results),
    count: results.length,
    rate: Math.round(1000 / interval),
    maxSendLagMs: Math.round(lagMs),
  };
}
