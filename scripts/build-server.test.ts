import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.mjs';

const outdir = mkdtempSync(path.join(tmpdir(), 'server-bundle-'));

/** `pg-boss/dist/x.js` → `pg-boss`, `@tus/server` → `@tus/server`. */
const packageOf = (spec: string) =>
  spec
    .split('/')
    .slice(0, spec.startsWith('@') ? 2 : 1)
    .join('/');

/** npm packages a started instance loads: the static imports of main.mjs and of the chunks it imports, transitively. */
function packagesLoadedAtStart(): Set<string> {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(path.join(outdir, file), 'utf8');
    for (const [, from = ''] of text.matchAll(/^import\s(?:[^;]*?\sfrom\s+)?"([^"]+)"/gms)) {
      if (from.startsWith('./')) visit(from.slice(2));
      else if (!from.startsWith('node:')) packages.add(packageOf(from));
    }
  };
  visit('main.mjs');
  return packages;
}

describe('the server bundle', () => {
  let loaded: Set<string>;
  beforeAll(async () => {
    await buildServer(outdir);
    loaded = packagesLoadedAtStart();
  }, 60_000);
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('carries the ORM and the HTTP framework inside it, so that starting does not resolve their files one by one', () => {
    expect(loaded.has('drizzle-orm')).toBe(false);
    expect(loaded.has('hono')).toBe(false);
    expect(readFileSync(path.join(outdir, 'main.mjs'), 'utf8')).toContain('node_modules/drizzle-orm/');
  });

  it('leaves what only some requests need to load when first used', () => {
    for (const lazy of ['sharp', 'nodemailer', '@electric-sql/pglite', 'jszip', 'file-type', '@gltf-transform/core', 'exceljs', 'docx', 'pdfjs-dist']) {
      expect(loaded, lazy).not.toContain(lazy);
    }
    // What every instance does need is still imported from node_modules, not copied in.
    expect(loaded).toContain('pg');
    expect(loaded).toContain('pg-boss');
  });
});
