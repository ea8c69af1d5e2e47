// What a browser receives from the production server: the built app precompressed and cached by the right rules, the
// API compressed when it is worth it, and the security headers on every answer. A tiny build in a temporary folder
// stands in for `dist`.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, testDeps, type TestServer } from '../test/harness.ts';
import { loadConfig } from '../config.ts';
import { createApp } from '../app.ts';
import { mountStaticApp } from './static-app.ts';
import { START_SCRIPT } from '../../../src/shared/start-script.ts';

const INDEX = '<!doctype html><html lang="vi"><head><title>Lớp học số</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const MODEL = '0.5 0.25 0.125\n'.repeat(500);

function writeWithCopies(file: string, content: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'lms-dist-'));
  writeWithCopies(path.join(dist, 'index.html'), INDEX);
  writeWithCopies(path.join(dist, 'assets/index-Ab12Cd34.js'), SCRIPT);
  writeWithCopies(path.join(dist, 'sw.js'), `self.addEventListener('install', () => {}); // ${'y'.repeat(2000)}`);
  writeWithCopies(path.join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Lớp học số', start_url: '/' }));
  writeWithCopies(path.join(dist, 'speech-model/4e12cc0239/en-us/mdef'), MODEL);
  writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  server = await startTestServer();
  mountStaticApp(server.app, dist);
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => server.app.request(url, { headers });

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get('Content-Security-Policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  // The one inline script, index.html's start script, by the hash of its text and nothing broader.
  expect(csp).toContain(`'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("form-action 'self'");
  // Only the app's own virtual experiments (sandboxed by their own policy) may be framed.
  expect(csp).toContain("frame-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toMatch(/'unsafe-eval'/);
  expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
  expect(res.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('Permissions-Policy')).toContain('microphone=(self)');
  expect(res.headers.get('Cross-Origin-Opener-Policy')).toBe('same-origin');
  expect(res.headers.get('X-Frame-Options')).toBe('DENY');
  expect(res.headers.get('X-Powered-By')).toBeNull();
  // The test server's APP_URL is plain http: no HSTS.
  expect(res.headers.get('Strict-Transport-Security')).toBeNull();
}

describe('the app shell', () => {
  it('/ is the HTML shell, brotli when the browser takes it, revalidated on every load', async () => {
    const res = await get('/', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(INDEX);
    expectSecurityHeaders(res);
  });

  it('a deep link answers with the same shell, gzip for a browser without brotli, also no-cache', async () => {
    const res = await get('/student/exams/12/result', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(INDEX);
    expectSecurityHeaders(res);
  });

  it('a client that accepts no encoding gets the plain file, still marked as varying', async () => {
    const res = await get('/index.html');
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(res.headers.get('Cache-Control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });
});

describe('the built files', () => {
  it('a hashed asset is immutable and compressed', async () => {
    const res = await get('/assets/index-Ab12Cd34.js', { 'Accept-Encoding': 'br, gzip' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/javascript/);
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(Number(res.headers.get('Content-Length'))).toBeLessThan(SCRIPT.length / 10);
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(SCRIPT);
    expectSecurityHeaders(res);
  });

  it('a missing asset is a 404, not the HTML shell run as a script', async () => {
    const res = await get('/assets/index-Gone0000.js', { 'Accept-Encoding': 'br' });
    expect(res.status).toBe(404);
    expect(res.headers.get('Content-Type')).not.toMatch(/html/);
    expectSecurityHeaders(res);
  });

  it('sw.js and the manifest are revalidated on every load, so updates reach installed apps', async () => {
    const sw = await get('/sw.js', { 'Accept-Encoding': 'br' });
    expect(sw.headers.get('Cache-Control')).toBe('no-cache');
    expect(sw.headers.get('Content-Encoding')).toBe('br');
    expectSecurityHeaders(sw);
    const manifest = await get('/manifest.webmanifest', { 'Accept-Encoding': 'gzip' });
    expect(manifest.headers.get('Cache-Control')).toBe('no-cache');
    expect(JSON.parse(gunzipSync(Buffer.from(await manifest.arrayBuffer())).toString())).toMatchObject({ name: 'Lớp học số' });
  });

  it('a speech model file (no extension) is sent compressed and kept forever under its content-hashed path', async () => {
    const res = await get('/speech-model/4e12cc0239/en-us/mdef', { 'Accept-Encoding': 'gzip, br' });
    expect(res.headers.get('Content-Encoding')).toBe('br');
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(MODEL);
    expect((await get('/speech-model/4e12cc0239/en-us/gone')).status).toBe(404);
  });

  it('a file without compressed copies is sent as it is', async () => {
    const res = await get('/robots.txt', { 'Accept-Encoding': 'br, gzip' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(await res.text()).toContain('User-agent');
  });
});

describe('API answers', () => {
  it('a large JSON answer is gzip-compressed with the security headers', async () => {
    const token = await server.login('gv.lan@nguyendu.edu.vn');
    const plain = await get('/api/selections/school_permissions', { Authorization: `Bearer ${token}` });
    const raw = await plain.text();
    expect(raw.length).toBeGreaterThan(1024);
    const res = await get('/api/selections/school_permissions', { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Encoding')).toBe('gzip');
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/i);
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(raw);
    expectSecurityHeaders(res);
  });

  it('a small answer is not wrapped in compression', async () => {
    const res = await get('/api/health', { 'Accept-Encoding': 'gzip' });
    expect(res.headers.get('Content-Encoding')).toBeNull();
    expect(((await res.json()) as { data: { ok: boolean } }).data.ok).toBe(true);
  });

  it('an error answer is JSON with a Vietnamese message and carries the same headers', async () => {
    const res = await get('/api/notification/user/page', { 'Accept-Encoding': 'gzip' });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { messages: string[] };
    expect(body.messages[0]).toMatch(/đăng nhập/i);
    expectSecurityHeaders(res);
    const missing = await get('/api/no-such-thing');
    expect(missing.status).toBe(404);
    expectSecurityHeaders(missing);
  });
});

describe('configured origins', () => {
  it('behind HTTPS: HSTS and upgrade-insecure-requests; the feedback form origin may be framed', async () => {
    const config = { ...loadConfig({ APP_URL: 'https://lophocso.example', VITE_FEEDBACK_FORM_URL: 'https://forms.example.com/f/abc?x=1' }) };
    const app = createApp(testDeps(server.db, server.storage, { config }));
    const res = await app.request('/api/health');
    expect(res.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
    const csp = res.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toContain('upgrade-insecure-requests');
    expect(csp).toContain("frame-src 'self' https://forms.example.com");
  });
});
