// Virtual experiments through the API: a package is checked before anything is stored (zip-slip, absolute paths,
// symlinks, no index.html, too many files, too large, a zip bomb), unpacked and served under the sandbox policy at its
// random address; the item follows the library's rules (who sees it, review, copy) and its package goes with its last
// item.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { DEMO } from '../seed.ts';
import * as t from '../db/schema.ts';
import { demoSchoolId } from '../speech/test-support.ts';
import { SERVER_MSG } from '../messages.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { Experiment } from '../../../src/shared/experiments.ts';
import { MAX_PACKAGE_FILES } from './package.ts';

let server: TestServer;
let school = 0;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  school = await demoSchoolId(server);
  for (const [who, email] of Object.entries({
    admin: DEMO.systemAdmin,
    teacher: DEMO.teacher,
    teacher2: DEMO.teacher2,
    principal: DEMO.principal,
    student: DEMO.student,
  })) {
    tokens[who] = await server.login(email);
  }
});
afterAll(() => server.close());

const call = (who: string, method: string, path: string, body?: unknown) => server.call(method, path, { token: tokens[who], school, body });

async function zip(files: Record<string, string | Uint8Array>, opts: Record<string, { unixPermissions?: number }> = {}): Promise<Buffer> {
  const z = new JSZip();
  for (const [name, data] of Object.entries(files)) z.file(name, data, { createFolders: false, ...opts[name] });
  return z.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', platform: 'UNIX' });
}

/** Uploads a package as the app does (multipart, field `file`); `inSchool` false: the system library's upload. */
async function upload(who: string, bytes: Uint8Array, filename = 'mo-phong.zip', inSchool = true) {
  const form = new FormData();
  form.set('file', new File([bytes], filename));
  const headers: Record<string, string> = { authorization: `Bearer ${tokens[who]}` };
  if (inSchool) headers['x-school-id'] = String(school);
  const res = await server.app.request('/api/experiment_packages', { method: 'POST', headers, body: form });
  return { status: res.status, json: (await res.json()) as { data: { id: number; fileCount: number }; message: string } };
}

const run = (url: string, init?: RequestInit) => server.app.request(url, init);
const PAGE = '<!doctype html><title>Con lắc</title><script src="js/sim.js"></script><canvas></canvas>';

describe('a package', () => {
  it('is unpacked from one top folder and served under the sandbox policy', async () => {
    const up = await upload('teacher', await zip({ 'con-lac/index.html': PAGE, 'con-lac/js/sim.js': 'draw()', '__MACOSX/._x': 'junk' }));
    expect(up.status, JSON.stringify(up.json)).toBe(201);
    expect(up.json.data.fileCount).toBe(2);
    const res = await call('teacher', 'POST', 's/personal/experiments', { name: 'Con lắc đơn', packageId: up.json.data.id, instructions: 'Kéo thanh trượt.' });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const item = res.json.data as Experiment;
    expect(item).toMatchObject({ name: 'Con lắc đơn', instructions: 'Kéo thanh trượt.', fileCount: 2, level: 'personal' });
    expect(item.runUrl).toMatch(/^\/api\/experiment_run\/[0-9a-f-]{36}\/index\.html$/);

    const page = await run(item.runUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(PAGE);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = page.headers.get('content-security-policy')!;
    expect(csp).toMatch(/^sandbox allow-scripts allow-pointer-lock allow-popups allow-forms;/);
    expect(csp).not.toContain('allow-same-origin');
    expect(csp).toContain("connect-src 'none'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');

    const script = await run(item.runUrl.replace('index.html', 'js/sim.js'));
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await script.text()).toBe('draw()');
    // The folder itself opens its page; what the package does not hold, or another address, is not found.
    expect((await run(item.runUrl.replace('index.html', ''))).status).toBe(200);
    expect((await run(item.runUrl.replace('index.html', '../index.html'))).status).toBe(404);
    expect((await run(item.runUrl.replace('index.html', 'nothing.js'))).status).toBe(404);
    expect((await run('/api/experiment_run/00000000-0000-4000-8000-000000000000/index.html')).status).toBe(404);
  });

  it('may be a single HTML page', async () => {
    const up = await upload('teacher', Buffer.from(PAGE), 'trang.html');
    expect(up.status).toBe(201);
    expect(up.json.data.fileCount).toBe(1);
  });

  it('leaves the app’s own pages under the app’s policy, which may frame only its own experiments', async () => {
    const res = await server.app.request('/api/me');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).not.toContain('sandbox');
    expect(csp).toContain("frame-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['zip-slip', { '../evil.html': 'x', 'index.html': PAGE }, '../evil.html'],
    ['an absolute path', { '/etc/evil.html': 'x', 'index.html': PAGE }, '/etc/evil.html'],
    ['a drive letter', { 'C:/evil.html': 'x', 'index.html': PAGE }, 'C:/evil.html'],
    ['a backslash', { '..\\evil.html': 'x', 'index.html': PAGE }, '..\\evil.html'],
  ])('is refused with %s, storing nothing', async (_, files, path) => {
    const before = (await server.db.select().from(t.experimentPackageFiles)).length;
    const up = await upload('teacher', await zip(files));
    expect(up.status).toBe(422);
    expect(up.json.message).toBe(SERVER_MSG.experimentUnsafePath.replace('{}', path));
    expect((await server.db.select().from(t.experimentPackageFiles)).length).toBe(before);
  });

  it('is refused with a symlink', async () => {
    const up = await upload('teacher', await zip({ 'index.html': PAGE, 'secret.txt': '/etc/passwd' }, { 'secret.txt': { unixPermissions: 0o120777 } }));
    expect(up.status).toBe(422);
    expect(up.json.message).toBe(SERVER_MSG.experimentSymlink.replace('{}', 'secret.txt'));
  });

  it('is refused without index.html at its root or in its one folder', async () => {
    const cases: Record<string, string>[] = [{ 'trang.html': PAGE }, { 'a/index.html': PAGE, 'b/sim.js': 'x' }, { 'a/b/index.html': PAGE }];
    for (const files of cases) {
      const up = await upload('teacher', await zip(files));
      expect(up.status).toBe(422);
      expect(up.json.message).toBe(SERVER_MSG.experimentNoIndex);
    }
  });

  it('is refused with too many files, too many bytes, or not a package', async () => {
    const many: Record<string, string> = { 'index.html': PAGE };
    for (let i = 0; i < MAX_PACKAGE_FILES; i++) many[`f/${i}.txt`] = '';
    expect((await upload('teacher', await zip(many))).json.message).toBe(SERVER_MSG.experimentTooManyFiles);
    // 210 MB of zeros packs into a small zip: refused for what it would become.
    const bomb = await zip({ 'index.html': PAGE, 'zeros.bin': new Uint8Array(210 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload('teacher', bomb)).json.message).toBe(SERVER_MSG.experimentUnpackedTooLarge);
    expect((await upload('teacher', Buffer.from('not a zip'), 'x.zip')).json.message).toBe(SERVER_MSG.experimentPackageUnreadable);
    const big = await upload('teacher', new Uint8Array(52 * 1024 * 1024), 'lon.zip');
    expect(big.status).toBe(413);
    expect(big.json.message).toBe(SERVER_MSG.experimentPackageTooLarge);
  });

  it('counts in its uploader’s storage once, and is refused over the quota with the quota message', async () => {
    const [teacher] = await server.db.select().from(t.users).where(eq(t.users.email, DEMO.teacher2));
    const usage = async () => (await server.db.select().from(t.users).where(eq(t.users.id, teacher!.id)))[0]!.totalUsedStorage;
    const before = await usage();
    // 3 MB of text once unpacked: three more MB in the uploader's shown usage.
    const up = await upload('teacher2', await zip({ 'index.html': PAGE, 'data.txt': 'x'.repeat(3 * 1024 * 1024) }));
    expect(up.status).toBe(201);
    expect(await usage()).toBeGreaterThanOrEqual(before + 3);
    const item = await call('teacher2', 'POST', 's/personal/experiments', { name: 'Đếm dung lượng', packageId: up.json.data.id });
    const after = await usage();
    // A copy names the same package: nothing more is counted.
    expect((await call('teacher2', 'POST', `s/personal/experiments/${item.json.data.id}/copy`)).status).toBe(201);
    expect(await usage()).toBe(after);

    await server.db
      .update(t.users)
      .set({ totalAvailableStorage: after + 1 })
      .where(eq(t.users.id, teacher!.id));
    try {
      const files = await server.db.select().from(t.experimentPackageFiles);
      const over = await upload('teacher2', await zip({ 'index.html': PAGE, 'data.txt': 'y'.repeat(2 * 1024 * 1024) }));
      expect(over.status).toBe(413);
      expect(over.json.message).toBe(MSG.storageOverLimit);
      expect((await server.db.select().from(t.experimentPackageFiles)).length).toBe(files.length);
    } finally {
      await server.db.update(t.users).set({ totalAvailableStorage: 1024 }).where(eq(t.users.id, teacher!.id));
    }
  });

  it('is uploaded only by who may make experiments', async () => {
    const bytes = await zip({ 'index.html': PAGE });
    expect((await upload('student', bytes)).status).toBe(403);
    // Outside a school only the system library's editors upload.
    expect((await upload('teacher', bytes, 'x.zip', false)).status).toBe(403);
    expect((await upload('admin', bytes, 'x.zip', false)).status).toBe(201);
  });
});

describe('an experiment', () => {
  async function made(who: string, path = 's/personal/experiments', name = 'Thí nghiệm') {
    const up = await upload(who, await zip({ 'index.html': PAGE }));
    const res = await call(who, 'POST', path, { name, packageId: up.json.data.id });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.data as Experiment;
  }

  it('is made only from the author’s own package', async () => {
    const up = await upload('teacher2', await zip({ 'index.html': PAGE }));
    const res = await call('teacher', 'POST', 's/personal/experiments', { name: 'Của người khác', packageId: up.json.data.id });
    expect(res.status).toBe(422);
    expect(res.json.errors.packageId).toEqual([MSG.experimentPackageRequired]);
    expect((await call('teacher', 'POST', 's/personal/experiments', { name: 'Không gói' })).status).toBe(422);
  });

  it('in a personal library is its owner’s alone', async () => {
    const item = await made('teacher');
    expect((await call('teacher2', 'GET', `s/personal/experiments/${item.id}`)).status).toBe(404);
    expect((await call('principal', 'GET', `s/experiments/${item.id}`)).status).toBe(404);
    expect((await call('student', 'GET', 's/personal/experiments')).status).toBe(403);
    expect((await call('student', 'GET', 's/experiments')).status).toBe(403);
    // Not a member of another school: refused there.
    expect((await server.call('GET', 's/experiments', { token: tokens.teacher, school: school + 999 })).status).toBe(403);
  });

  it('goes through review in the school, and is copied without copying its files', async () => {
    const item = await made('teacher');
    const shared = await call('teacher', 'POST', `s/personal/experiments/${item.id}/share_to_school`);
    expect(shared.status, JSON.stringify(shared.json)).toBe(201);
    const id = shared.json.data.id as number;
    // Waiting for review: the author sees it, a colleague does not.
    expect((await call('teacher', 'GET', `s/experiments/${id}`)).json.data.status).toBe('pending');
    expect((await call('teacher2', 'GET', `s/experiments/${id}`)).status).toBe(404);
    const approved = await call('principal', 'POST', 's/experiments/approve', { ids: [id] });
    expect(approved.status, JSON.stringify(approved.json)).toBe(200);
    const seen = await call('teacher2', 'GET', `s/experiments/${id}`);
    expect(seen.json.data.status).toBe('approved');
    expect(seen.json.data.runUrl).toBe(item.runUrl);

    const copy = await call('teacher2', 'POST', `s/experiments/${id}/copy`);
    expect(copy.status, JSON.stringify(copy.json)).toBe(201);
    const copied = (await call('teacher2', 'GET', `s/personal/experiments/${copy.json.data.id}`)).json.data as Experiment;
    expect(copied.runUrl).toBe(item.runUrl);
  });

  it('lets its package go with the last item naming it', async () => {
    const item = await made('teacher');
    const copy = await call('teacher', 'POST', `s/personal/experiments/${item.id}/copy`);
    expect((await call('teacher', 'DELETE', `s/personal/experiments/${item.id}`)).status).toBe(200);
    expect((await run(item.runUrl)).status).toBe(200);
    const [file] = await server.db.select().from(t.experimentPackageFiles).where(eq(t.experimentPackageFiles.path, 'index.html')).limit(1);
    expect(file).toBeDefined();
    expect((await call('teacher', 'DELETE', `s/personal/experiments/${copy.json.data.id}`)).status).toBe(200);
    expect((await run(item.runUrl)).status).toBe(404);
  });

  it('in the system library is read and made by its editors', async () => {
    const up = await upload('admin', await zip({ 'index.html': PAGE }), 'x.zip', false);
    const res = await server.call('POST', 'experiments', { token: tokens.admin, body: { name: 'Hệ thống', packageId: up.json.data.id } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const list = await server.call('GET', 'experiments', { token: tokens.admin });
    expect(list.status).toBe(200);
    expect(list.json.data.some((e: Experiment) => e.id === res.json.data.id)).toBe(true);
    expect((await server.call('GET', 'experiments', { token: tokens.teacher })).status).toBe(403);
    expect((await server.call('POST', 'experiments', { token: tokens.teacher, body: { name: 'x' } })).status).toBe(403);
  });
});

describe('the system library’s experiments in a school', () => {
  async function systemItem(name: string) {
    const up = await upload('admin', await zip({ 'index.html': PAGE }), 'x.zip', false);
    const res = await server.call('POST', 'experiments', { token: tokens.admin, body: { name, packageId: up.json.data.id } });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.data as Experiment;
  }

  it('are read and copied by teachers into their own library, naming the same package', async () => {
    const item = await systemItem('Hệ thống cho giáo viên');
    const list = await call('teacher', 'GET', 's/system_experiments?name=giao vien');
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    expect((list.json.data as Experiment[]).map((e) => e.name)).toEqual(['Hệ thống cho giáo viên']);
    expect(list.json.data[0].runUrl).toBe(item.runUrl);

    const copy = await call('teacher', 'POST', `s/system_experiments/${item.id}/copy`);
    expect(copy.status, JSON.stringify(copy.json)).toBe(201);
    const mine = (await call('teacher', 'GET', `s/personal/experiments/${copy.json.data.id}`)).json.data as Experiment;
    expect(mine).toMatchObject({ name: 'Hệ thống cho giáo viên', level: 'personal', runUrl: item.runUrl });
    // The system library's own list stays its editors'.
    expect((await server.call('GET', 'experiments', { token: tokens.teacher })).status).toBe(403);
  });

  it('are refused to students, as every experiment is', async () => {
    const item = await systemItem('Không cho học sinh');
    expect((await call('student', 'GET', 's/system_experiments')).status).toBe(403);
    expect((await call('student', 'POST', `s/system_experiments/${item.id}/copy`)).status).toBe(403);
    expect((await call('student', 'GET', `s/readable_experiments/${item.id}`)).status).toBe(403);
  });

  it('open by id from any library the caller reads, and from no other', async () => {
    const system = await systemItem('Mở theo mã');
    const up = await upload('teacher', await zip({ 'index.html': PAGE }));
    const own = (await call('teacher', 'POST', 's/personal/experiments', { name: 'Của Lan', packageId: up.json.data.id })).json.data as Experiment;
    expect((await call('teacher', 'GET', `s/readable_experiments/${own.id}`)).json.data.runUrl).toBe(own.runUrl);
    expect((await call('teacher2', 'GET', `s/readable_experiments/${system.id}`)).json.data.name).toBe('Mở theo mã');
    expect((await call('teacher2', 'GET', `s/readable_experiments/${own.id}`)).status).toBe(404);
  });
});
