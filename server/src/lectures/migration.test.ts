// The migration that made lectures library items: a lecture written before it (a title and paragraphs split by a
// blank line) becomes an approved school item whose deck shows the same words, escaped, and whose search finds them
// without diacritics.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { deckText, type LectureDeck } from '../../../src/shared/lecture.ts';
import { fold } from '../../../src/shared/fold.ts';

const folder = fileURLToPath(new URL('../../drizzle', import.meta.url));
const TAG = '0015_lectures_library';
let dir = '';
let client: PGlite;

/** The migrations folder as it was before this one. */
function before(): string {
  dir = mkdtempSync(path.join(tmpdir(), 'lms-migrations-'));
  cpSync(folder, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((e) => e.tag === TAG);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return dir;
}

beforeAll(async () => {
  client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: before() });
  await client.exec(`
    insert into schools (name, code, expires_at) values ('Trường THCS Thử', 'THU', now() + interval '1 year');
    insert into users (email, password_hash, first_name, last_name) values ('gv@thu.vn', 'x', 'Lan', 'Phạm');
    insert into lectures (school_id, title, summary, body, created_by)
      values (1, 'Thì hiện tại đơn', 'Cách dùng <cơ bản>', E'Diễn tả thói quen & sự thật.\n\n  \n\nDấu hiệu: <always>, usually.', 1);
  `);
  await migrate(drizzle(client), { migrationsFolder: folder });
});
afterAll(async () => {
  await client.close();
  rmSync(dir, { recursive: true, force: true });
});

it('turns an old lecture into an approved school item with a one-slide deck', async () => {
  const { rows } = await client.query<Record<string, unknown>>('select * from lectures');
  const row = rows[0]!;
  expect(row).toMatchObject({ level: 'school', status: 'approved', school_id: 1, created_by: 1, slide_count: 1 });
  const deck = row.deck as LectureDeck;
  expect(deck.slides).toHaveLength(1);
  const [slide] = deck.slides;
  expect(slide).toMatchObject({ background: '#ffffff', image: null, imageText: '', notes: '' });
  expect(slide!.blocks.map((b) => (b.type === 'text' ? b.html : ''))).toEqual([
    '<p><strong>Thì hiện tại đơn</strong></p>',
    '<p>Diễn tả thói quen &amp; sự thật.</p><p>Dấu hiệu: &lt;always&gt;, usually.</p>',
  ]);
  expect(slide!.blocks.every((b) => /^[0-9a-f-]{36}$/.test(b.id))).toBe(true);
  expect(row.body).toBe('Thì hiện tại đơn\n\nDiễn tả thói quen & sự thật.\n\nDấu hiệu: <always>, usually.');
  expect(row.body).toBe(deckText(deck));
  expect(row.search_text).toBe(fold(`Thì hiện tại đơn Cách dùng <cơ bản> ${deckText(deck)}`));
});
