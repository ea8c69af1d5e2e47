// Platform figures of `npm run bench`, on two server instances sharing a throwaway PostgreSQL (the way a province
// runs it): 2,000 students starting the same exam at once, a 200 MB resumable upload against a plain PUT of the same
// file (and the server's memory meanwhile), and the first byte of a Range request into the middle of that video.
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, writeFileSync, openSync, writeSync, closeSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import * as tus from 'tus-js-client';
import { startThrowawayPostgres } from './postgres.mjs';
import { percentile } from './server-load.mjs';
import { freePort } from './free-port.mjs';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS } from '../build-server.mjs';

const STUDENTS = 2000;
const BURST_MS = 30_000;
const FILE_MB = 200;
const round = (x, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

async function startInstance(root, env) {
  const port = await freePort();
  const proc = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_BUNDLE], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'test' },
  });
  const base = `http://127.0.0.1:${port}`;
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return { base, proc };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${base} không sẵn sàng`);
}

/** Resident memory of a process, in MB (Linux). */
function rssMb(pid) {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
}

/** 2,000 starts arriving at random moments over BURST_MS, alternating between the instances. */
async function burst(instances, world) {
  const times = [];
  let errors = 0;
  const path = `/api/s/personal/learning_groups/${world.groupId}/exams/${world.examId}/perform/new`;
  const started = performance.now();
  await Promise.all(
    world.tokens.map(async (token, i) => {
      await new Promise((r) => setTimeout(r, Math.random() * BURST_MS));
      const t0 = performance.now();
      try {
        const res = await fetch(`${instances[i % 2].base}${path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'X-SCHOOL-ID': String(world.schoolId) },
        });
        await res.arrayBuffer();
        if (res.status !== 200) errors += 1;
      } catch {
        errors += 1;
      }
      times.push(performance.now() - t0);
    }),
  );
  return { p95: percentile(times, 95), p50: percentile(times, 50), errors, seconds: (performance.now() - started) / 1000 };
}

/** A 200 MB file that reads as an MP4 video from its first bytes (an ftyp box), the rest a repeating pattern. */
function makeVideo(dir) {
  const file = path.join(dir, 'bai-giang.mp4');
  const fd = openSync(file, 'w');
  const ftyp = Buffer.from([0, 0, 0, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]);
  const chunk = Buffer.alloc(4 * 1024 * 1024);
  for (let i = 0; i < chunk.length; i++) chunk[i] = (i * 7) % 251;
  ftyp.copy(chunk, 0);
  for (let i = 0; i < FILE_MB / 4; i++) writeSync(fd, chunk, 0, chunk.length);
  closeSync(fd);
  return file;
}

function tusUpload(base, headers, file, size) {
  return new Promise((resolve, reject) => {
    const up = new tus.Upload(createReadStream(file), {
      endpoint: `${base}/api/s/uploads`,
      uploadSize: size,
      chunkSize: 50 * 1024 * 1024,
      retryDelays: [],
      headers,
      metadata: { filename: 'bai-giang.mp4' },
      onSuccess: (p) => resolve(JSON.parse(p.lastResponse.getBody()).data.fileId),
      onError: reject,
    });
    up.start();
  });
}

/** The same file sent with a plain HTTP PUT to a server that only writes it to disk. */
async function plainPut(file, dir) {
  const sink = createServer((req, res) => {
    pipeline(req, createWriteStream(path.join(dir, 'plain-put.bin'))).then(
      () => res.end('ok'),
      () => res.writeHead(500).end(),
    );
  });
  await new Promise((r) => sink.listen(0, '127.0.0.1', r));
  const t0 = performance.now();
  const res = await fetch(`http://127.0.0.1:${sink.address().port}/file`, { method: 'PUT', body: createReadStream(file), duplex: 'half' });
  await res.text();
  const ms = performance.now() - t0;
  await new Promise((r) => sink.close(r));
  return ms;
}

async function rangeTtfb(base, headers, fileId) {
  const times = [];
  const mid = (FILE_MB / 2) * 1024 * 1024;
  for (let i = 0; i < 21; i++) {
    const t0 = performance.now();
    const res = await fetch(`${base}/api/s/files/${fileId}`, { headers: { ...headers, Range: `bytes=${mid}-${mid + 1024 * 1024 - 1}` } });
    const reader = res.body.getReader();
    await reader.read();
    const ms = performance.now() - t0;
    await reader.cancel();
    if (res.status !== 206) throw new Error(`Range: HTTP ${res.status}`);
    if (i > 0) times.push(ms);
  }
  return percentile(times, 50);
}

export async function measurePlatformFigures({ root, bin }) {
  const names = {
    burst: `exam-start burst: ${STUDENTS} students, 2 instances on PostgreSQL, p95`,
    errors: 'exam-start burst: errors',
    upload: `resumable upload of ${FILE_MB} MB ÷ plain PUT`,
    memory: `server memory during the ${FILE_MB} MB upload (RSS)`,
    range: `Range request into the middle of a ${FILE_MB} MB video: first byte`,
  };
  const pg = await startThrowawayPostgres();
  if (!pg) {
    return Object.values(names).map((name) => ({ name, value: '—', unit: '', limit: null, detail: 'không đo: máy không có PostgreSQL (/usr/lib/postgresql)' }));
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'lms-bench-platform-'));
  const instances = [];
  try {
    const worldFile = path.join(dir, 'burst.json');
    console.log(`Đang tạo ${STUDENTS} học sinh cho lượt vào thi đồng loạt trong PostgreSQL ...`);
    const seed = spawnSync(bin('tsx'), ['scripts/bench/seed-burst.ts', pg.url, worldFile, String(STUDENTS)], { cwd: root, stdio: 'inherit' });
    if (seed.status !== 0) throw new Error('Tạo dữ liệu lượt vào thi thất bại');
    const world = JSON.parse(readFileSync(worldFile, 'utf8'));
    const env = { DATABASE_URL: pg.url, FILES_DIR: path.join(dir, 'files'), MAIL_DIR: path.join(dir, 'mail') };
    instances.push(await startInstance(root, env), await startInstance(root, env));

    const start = await burst(instances, world);

    // The upload goes to an instance started for it on the same database: what the 1,000 starts each instance just
    // served left in its heap is the burst's figure, not the upload's.
    const a = await startInstance(root, env);
    instances.push(a);
    const login = await (
      await fetch(`${a.base}/api/sessions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'gv.lan@nguyendu.edu.vn', password: 'Hoc@2026' }),
      })
    ).json();
    const headers = { Authorization: `Bearer ${login.data.accessToken}`, 'X-SCHOOL-ID': String(world.schoolId) };
    const video = makeVideo(dir);
    const size = FILE_MB * 1024 * 1024;
    const plainMs = await plainPut(video, dir);
    const before = rssMb(a.proc.pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(a.proc.pid))), 50);
    const t0 = performance.now();
    const fileId = await tusUpload(a.base, headers, video, size);
    const tusMs = performance.now() - t0;
    clearInterval(sampler);
    const ttfb = await rangeTtfb(a.base, headers, fileId);
    writeFileSync(path.join(dir, 'done'), '');

    const mbps = (ms) => round(FILE_MB / (ms / 1000), 0);
    return [
      {
        name: names.burst,
        value: round(start.p95, 0),
        unit: 'ms',
        limit: 200,
        detail: `p50 ${round(start.p50, 0)} ms; starts arriving at random over ${BURST_MS / 1000} s, alternating instances`,
      },
      { name: names.errors, value: start.errors, unit: '', limit: 0 },
      {
        name: names.upload,
        value: round(plainMs / tusMs, 2),
        unit: '×',
        limit: 0.8,
        atLeast: true,
        detail: `tus ${mbps(tusMs)} MB/s, plain PUT ${mbps(plainMs)} MB/s (local storage)`,
      },
      {
        name: names.memory,
        value: round(peak, 0),
        unit: 'MB',
        limit: 150,
        detail: `peak resident memory of the instance receiving it (a third one, started after the burst), sampled every 50 ms; ${round(before, 0)} MB before`,
      },
      { name: names.range, value: round(ttfb, 1), unit: 'ms', limit: 50, detail: '1 MiB from the middle, local storage, median of 20' },
    ];
  } finally {
    for (const i of instances) i.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    pg.stop();
  }
}
