// How many rows name a catalogue entry, over every table whose foreign key points at the catalogue. The tables are
// read from the database's own constraints rather than listed here, so a content type added later (with its subject,
// grade, supplier or topic column) guards deletes from its first day.
import { sql } from 'drizzle-orm';
import type { Queryable } from '../exams/structure.ts';

interface Reference {
  table: string;
  column: string;
}

/** What the administrator reads in a refusal, per referencing table; a table missing here counts as "mục khác". */
const USED_BY: Record<string, string> = {
  exams: 'đề thi',
  lectures: 'bài giảng',
  question_collections: 'ngân hàng câu hỏi',
  media_resources: 'học liệu',
  books: 'sách điện tử',
  schedules: 'giáo án',
  english_lessons: 'bài tiếng Anh',
  school_groups: 'nhóm học tập',
  topics: 'chủ đề',
};
const OTHER = 'mục khác';

/** Single-column foreign keys referencing `table`. */
async function referencesTo(db: Queryable, table: string): Promise<Reference[]> {
  const result = (await db.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
    where con.contype = 'f' and con.confrelid = ${table}::regclass and array_length(con.conkey, 1) = 1
    order by 1, 2`)) as unknown as { rows: Reference[] };
  return result.rows;
}

export interface Usage {
  total: number;
  /** Per kind of user, in the order of USED_BY, then the others. */
  parts: { label: string; count: number }[];
}

/** The usage of each of `ids` (missing: unused). */
export async function usageOf(db: Queryable, table: string, ids: number[]): Promise<Map<number, Usage>> {
  const out = new Map<number, Usage>();
  const refs = await referencesTo(db, table);
  if (!ids.length || !refs.length) return out;
  const idList = sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  const counts = refs.map(
    (r) =>
      sql`select ${r.table}::text as "table", ${sql.identifier(r.column)} as id, count(*)::int as n
        from ${sql.identifier(r.table)} where ${sql.identifier(r.column)} in (${idList}) group by 2`,
  );
  const result = (await db.execute(sql.join(counts, sql` union all `))) as unknown as { rows: { table: string; id: number; n: number }[] };
  const order = Object.keys(USED_BY);
  const rank = (label: string) => {
    const i = Object.values(USED_BY).indexOf(label);
    return i < 0 ? order.length : i;
  };
  for (const row of result.rows) {
    const id = Number(row.id);
    const n = Number(row.n);
    const usage = out.get(id) ?? { total: 0, parts: [] };
    const label = USED_BY[row.table] ?? OTHER;
    const part = usage.parts.find((p) => p.label === label);
    if (part) part.count += n;
    else usage.parts.push({ label, count: n });
    usage.total += n;
    out.set(id, usage);
  }
  for (const usage of out.values()) usage.parts.sort((a, b) => rank(a.label) - rank(b.label));
  return out;
}

/** 1234 → "1.234", as every number the app shows. */
export const groupThousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
