// The exam figures of `npm run bench`: preparation before the server starts (bench page build, seeded
// database with 1,000+ students) and the measurements once it runs, as {name, value, unit, limit, detail} figures.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { answerCommit, outboxDrain } from './browser.mjs';
import { simultaneousSubmissions, steadySaves, warmUp } from './server-load.mjs';

/** Measured rounds of the outbox figure (its median), after a warm-up round; two students each. */
const DRAIN_ROUNDS = 9;
/** 1,000 savers, then one student for the answer commit, two per outbox round, and one taking the 200-question exam. */
const DRAINERS = 2 * (DRAIN_ROUNDS + 1);
const STUDENTS = 1000 + 1 + DRAINERS + 1;
const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

/**
 * Builds the bench page and seeds the database the server will open: a fresh PGlite folder, or `databaseUrl` (an
 * empty PostgreSQL database). Returns what the server needs (dataDir) and what the measurements need.
 */
export function prepareExamBench({ root, bin, tempDirs, databaseUrl }) {
  const benchDir = mkdtempSync(path.join(tmpdir(), 'lms-bench-page-'));
  tempDirs.push(benchDir);
  const page = spawnSync(bin('vite'), ['build', '--config', 'scripts/bench/vite.config.mjs', '--outDir', benchDir, '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (page.status !== 0) throw new Error('vite build (trang bench) thất bại');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lms-bench-db-'));
  tempDirs.push(dataDir);
  const worldFile = path.join(dataDir, 'world.json');
  const target = databaseUrl || path.join(dataDir, 'pglite');
  console.log(`Đang tạo ${STUDENTS} học sinh cho bench trong ${databaseUrl ? 'PostgreSQL' : target} ...`);
  const seed = spawnSync(bin('tsx'), ['scripts/bench/seed-bench.ts', target, worldFile, String(STUDENTS)], { cwd: root, stdio: 'inherit' });
  if (seed.status !== 0) throw new Error('Tạo dữ liệu bench thất bại');
  return { benchDir, dataDir: path.join(dataDir, 'pglite'), world: JSON.parse(readFileSync(worldFile, 'utf8')) };
}

/** Browser figures first (quiet server), then the server warm-up and the two load figures. */
export async function measureExamFigures({ context, base, benchDir, world }) {
  const extra = world.students.slice(1000);
  const commit = await answerCommit(context.browser(), base, benchDir, world, extra[0]);
  const outbox = await outboxDrain(context.browser(), base, benchDir, world, extra.slice(1, 1 + DRAINERS), DRAIN_ROUNDS);
  // Loopback by address: no name lookup inside the timings.
  const api = base.replace('localhost', '127.0.0.1');
  await warmUp(api, world);
  const saves = await steadySaves(api, world);
  const submissions = await simultaneousSubmissions(api, world);
  return [
    {
      name: 'answer commit p95 ÷ raw IndexedDB put p95',
      value: round(commit.ratio, 2),
      unit: '×',
      limit: 1.5,
      detail: `saveAnswer ${round(commit.save)} ms, put ${round(commit.put)} ms (p50 ${round(commit.saveP50)} / ${round(commit.putP50)} ms)`,
    },
    {
      name: 'outbox drain (40 answers + submit) ÷ direct',
      value: round(outbox.ratio, 2),
      unit: '×',
      limit: 1.5,
      detail: `drain ${round(outbox.drain)} ms, direct ${round(outbox.direct)} ms (${outbox.requests} request(s), median of ${outbox.rounds} after a warm-up)`,
    },
    {
      name: '40 simultaneous submissions p95',
      value: round(submissions.p95),
      unit: 'ms',
      limit: 50,
      detail: `${submissions.count} requests`,
    },
    { name: '40 simultaneous submissions errors', value: submissions.errors, unit: '', limit: 0, detail: JSON.stringify(submissions.byStatus) },
    {
      name: '1,000 students saving every 10 s p95',
      value: round(saves.p95),
      unit: 'ms',
      limit: 100,
      detail: `${saves.count} saves at ${saves.rate}/s, p50 ${round(saves.p50)} ms, sender lag ≤ ${saves.maxSendLagMs} ms`,
    },
    { name: '1,000 students saving errors', value: saves.errors, unit: '', limit: 0, detail: JSON.stringify(saves.byStatus) },
  ];
}
