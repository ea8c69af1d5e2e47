// Many rows handed to one statement as ONE jsonb parameter read by jsonb_to_recordset: a batch of forty requests would
// otherwise bind about a thousand parameters, each with its own cost in the driver and in the statement.
import { sql, type SQL } from 'drizzle-orm';

/**
 * `rows` as a subquery aliased by the first word of `columns` (for example `v(id integer, key text)`). The LIMIT (the
 * exact row count) is for the planner: it takes a set-returning function for 100 rows, and for 100 rows it hashed
 * whole tables — idempotency_keys, which grows with every save — instead of probing their indexes.
 */
export function recordset(rows: object[], columns: string): SQL {
  const alias = columns.slice(0, columns.indexOf('('));
  return sql`(select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as ${sql.raw(columns)}
    limit ${sql.raw(String(rows.length))}) as ${sql.raw(alias)}`;
}
