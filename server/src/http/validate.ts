// valibot validation for bodies, queries and params: failures become 422 with Vietnamese messages per field.
import * as v from 'valibot';
import type { Context } from 'hono';
import { invalid } from './errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SERVER_MSG } from '../messages.ts';
import { NAME_SEARCH_MAX } from '../../../src/shared/constants.ts';

type Schema = v.GenericSchema;

/** The dot path of the first string (or object key) holding a NUL character, which PostgreSQL cannot store. */
export function findNul(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object' && !(value instanceof Blob)) {
    for (const [key, item] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return at;
      const found = findNul(item, at);
      if (found) return found;
    }
  }
  return null;
}

export function parseOr422<S extends Schema>(schema: S, input: unknown): v.InferOutput<S> {
  const nul = findNul(input);
  if (nul) throw invalid({ [nul]: [SERVER_MSG.textNulCharacter] });
  const result = v.safeParse(schema, input, { abortPipeEarly: true });
  if (result.success) return result.output;
  const errors: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? '_';
    (errors[key] ??= []).push(issue.message && !issue.message.startsWith('Invalid') ? issue.message : MSG.invalidInput);
  }
  throw invalid(errors);
}

export async function body<S extends Schema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  let raw: unknown = {};
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    try {
      raw = await c.req.json();
    } catch {
      throw invalid({ _: [MSG.invalidInput] });
    }
  } else if (type.includes('form')) {
    raw = await c.req.parseBody();
  }
  return parseOr422(schema, raw);
}

export const query = <S extends Schema>(c: Context, schema: S): v.InferOutput<S> => parseOr422(schema, c.req.query());
export const params = <S extends Schema>(c: Context, schema: S): v.InferOutput<S> => parseOr422(schema, c.req.param());

/** A positive integer id from a path or query string. */
export { idString } from '../../../src/shared/schemas/id.ts';
/** Pagination query: page (default 1) and perPage (default 12, at most 100). */
export const pagination = {
  page: v.optional(v.pipe(v.string(), v.regex(/^\d{1,6}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput)), '1'),
  perPage: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, MSG.invalidInput), v.transform(Number), v.minValue(1, MSG.invalidInput), v.maxValue(100, MSG.invalidInput)),
    '12',
  ),
};

/** A list's name search (its `name` query): trimmed, at most NAME_SEARCH_MAX characters. */
export const nameSearch = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(NAME_SEARCH_MAX)));

export function paginated<T>(data: T[], total: number, page: number, perPage: number) {
  return { data, pagination: { total, page, perPage } };
}
