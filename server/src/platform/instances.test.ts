// Two server processes on one PostgreSQL and one S3-compatible storage, requests alternating between them as a load
// balancer would send them: a sign-out on one is refused on the other within a second, an upload cut short on one is
// finished through the other and streams from either with a range, a job queued through one runs exactly once, and
// the exam sweep closes an overdue attempt once. Needs PostgreSQL (TEST_DATABASE_URL; `.ci/run` starts one): without it the
// test is skipped and says so.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { startFakeS3, type FakeS3 } from '../test/s3-fake.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) console.log('TEST_DATABASE_URL chưa đặt: bỏ qua kiểm thử hai máy chủ trên một PostgreSQL.');

const root = fileURLToPath(new URL('../../..', import.meta.url));
const STUDENT = { email: 'hs27@nguyendu.edu.vn', password: 'Hoc@2026' };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

interface Instance {
  base: string;
  proc: ChildProcess;
}

async function startInstance(databaseUrl: string, smtpPort: number, s3: FakeS3): Promise<Instance> {
  const port = await freePort();
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: s3.settings.endpoint,
      S3_BUCKET: s3.settings.bucket,
      S3_ACCESS_KEY_ID: s3.settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
    },
  });
  return { base: `http://127.0.0.1:${port}`, proc };
}

async function waitReady(instance: Instance): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${instance.base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${instance.base} never became ready`);
}

async function call(instance: Instance, method: string, path: string, opts: { token?: string; body?: unknown; school?: number } = {}) {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.school) headers['x-school-id'] = String(opts.school);
  const res = await fetch(`${instance.base}/api/${path}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  const text = await res.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers freely
  return { status: res.status, json: (text ? JSON.parse(text) : null) as any };
}

describe.skipIf(!adminUrl)('two instances on one PostgreSQL', () => {
  const dbName = `lms_instances_${randomBytes(5).toString('hex')}`;
  let databaseUrl = '';
  let a: Instance;
  let b: Instance;
  let smtp: SMTPServer;
  const delivered: ParsedMail[] = [];
  let sql: pg.Client;
  let s3: FakeS3;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => void delivered.push(mail))
          .then(() => callback(), callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpPort = (smtp.server.address() as AddressInfo).port;
    s3 = await startFakeS3();
    // Started together on an empty database: they must migrate and seed it once between them.
    [a, b] = await Promise.all([startInstance(databaseUrl, smtpPort, s3), startInstance(databaseUrl, smtpPort, s3)]);
    await Promise.all([waitReady(a), waitReady(b)]);
    sql = new pg.Client({ connectionString: databaseUrl });
    await sql.connect();
  }, 120_000);

  afterAll(async () => {
    await sql?.end();
    const stopped = [a, b].filter(Boolean).map((i) => new Promise((resolve) => (i.proc.once('exit', resolve), i.proc.kill('SIGTERM'))));
    await Promise.all(stopped);
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    await s3?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }, 60_000);

  it('seeded once although both started on the empty database', async () => {
    const { rows } = await sql.query<{ n: number }>(`select count(*)::int as n from users where email = $1`, [STUDENT.email]);
    expect(rows[0]!.n).toBe(1);
  });

  it('a sign-out on A is refused on B within a second', async () => {
    const login = await call(a, 'POST', 'sessions', { body: STUDENT });
    expect(login.status).toBe(200);
    const token = login.json.data.accessToken as string;
    // B has the token cached after this.
    expect((await call(b, 'GET', 'sessions/current', { token })).status).toBe(200);
    expect((await call(b, 'GET', 'sessions/current', { token })).status).toBe(200);
    expect((await call(a, 'DELETE', 'sessions/current', { token })).status).toBe(200);
    const signedOut = performance.now();
    let status = 200;
    while (status === 200 && performance.now() - signedOut < 3000) {
      status = (await call(b, 'GET', 'sessions/current', { token })).status;
      if (status === 200) await new Promise((r) => setTimeout(r, 20));
    }
    expect(status).toBe(401);
    expect(performance.now() - signedOut).toBeLessThan(1000);
  });

  it('an upload cut at 60 % through A is finished through B, and streams from either with a range', async () => {
    const login = await call(a, 'POST', 'sessions', { body: { email: 'gv.lan@nguyendu.edu.vn', password: STUDENT.password } });
    const token = login.json.data.accessToken as string;
    const { rows } = await sql.query<{ id: number }>(`select id from schools where code = 'NGUYENDU'`);
    const headers = { Authorization: `Bearer ${token}`, 'X-SCHOOL-ID': String(rows[0]!.id) };
    const image = await sharp(randomBytes(900 * 700 * 3), { raw: { width: 900, height: 700, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    const send = (endpoint: string, opts: { url?: string; stopAt?: number }) =>
      new Promise<{ url: string; fileId: number | null }>((resolve, reject) => {
        const up: tus.Upload = new tus.Upload(image, {
          endpoint,
          uploadUrl: opts.url,
          chunkSize: 256 * 1024,
          retryDelays: [],
          headers,
          metadata: { filename: 'so-do-lop.png' },
          onProgress(sent, total) {
            if (opts.stopAt !== undefined && sent / total >= opts.stopAt) void up.abort().then(() => resolve({ url: up.url!, fileId: null }));
          },
          onSuccess: (p) => resolve({ url: up.url!, fileId: JSON.parse(p.lastResponse.getBody()).data.fileId }),
          onError: reject,
        });
        up.start();
      });
    const cut = await send(`${a.base}/api/s/uploads`, { stopAt: 0.6 });
    const onB = `${b.base}${new URL(cut.url).pathname}`;
    const done = await send(`${b.base}/api/s/uploads`, { url: onB });
    expect(done.fileId).toBeGreaterThan(0);
    const mid = Math.floor(image.length / 2);
    for (const instance of [b, a]) {
      const res = await fetch(`${instance.base}/api/s/files/${done.fileId}`, { headers: { ...headers, Range: `bytes=${mid}-${mid + 4095}` } });
      expect(res.status).toBe(206);
      expect(Buffer.from(await res.arrayBuffer()).equals(image.subarray(mid, mid + 4096))).toBe(true);
    }
  }, 60_000);

  it('a mail queued through A is delivered exactly once, whichever instance runs the job', async () => {
    const res = await call(a, 'GET', `passwords/new?email=${encodeURIComponent('gv.minh@nguyendu.edu.vn')}`);
    expect(res.status).toBe(200);
    await vi.waitFor(() => expect(delivered.filter((m) => (m.to as { text: string }).text === 'gv.minh@nguyendu.edu.vn')).toHaveLength(1), {
      timeout: 20_000,
      interval: 100,
    });
    // Both workers have had time to fetch it again if it could be fetched twice.
    await new Promise((r) => setTimeout(r, 3000));
    expect(delivered.filter((m) => (m.to as { text: string }).text === 'gv.minh@nguyendu.edu.vn')).toHaveLength(1);
    const { rows } = await sql.query<{ state: string; n: number }>(`select state, count(*)::int as n from pgboss.job where name = 'mail' group by state`);
    expect(rows).toEqual([{ state: 'completed', n: 1 }]);
  });

  it('the exam sweep closes an overdue attempt exactly once', async () => {
    const login = await call(b, 'POST', 'sessions', { body: STUDENT });
    const token = login.json.data.accessToken as string;
    const { rows: groups } = await sql.query<{ group_id: number; exam_id: number; school_id: number }>(
      `select a.group_id, a.exam_id, g.school_id from exam_assignments a join exams e on e.id = a.exam_id join school_groups g on g.id = a.group_id
        join group_members m on m.group_id = g.id join users u on u.id = m.user_id
       where u.email = $1 and e.duration_minutes = 3`,
      [STUDENT.email],
    );
    const { group_id, exam_id, school_id } = groups[0]!;
    const started = await call(a, 'POST', `s/personal/learning_groups/${group_id}/exams/${exam_id}/perform/new`, { token, school: school_id });
    expect(started.status).toBe(200);
    const id = started.json.data.id as number;
    // Its time ran out a minute ago (deadline and grace passed) without the student submitting.
    await sql.query(`update user_exams set deadline = now() - interval '61 seconds' where id = $1`, [id]);
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query<{ status: string }>(`select status from user_exams where id = $1`, [id]);
        expect(rows[0]!.status).toBe('auto_submitted');
      },
      { timeout: 40_000, interval: 250 },
    );
    const { rows: slots } = await sql.query<{ slot: Date; n: number }>(
      `select singleton_on as slot, count(*)::int as n from pgboss.job where name = 'exam-sweep' group by singleton_on having count(*) > 1`,
    );
    expect(slots).toEqual([]);
  }, 60_000);
});
