// A react-hook-form resolver for forms whose fields are strings (selects, number inputs) while the shared valibot
// schema describes the API body: the values are mapped to the body, checked by the schema, and the form keeps its
// own values (what the user typed) either way. Messages land on the form field with the same dot path.
import * as v from 'valibot';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

export function mappedResolver<F extends FieldValues>(
  schema: v.GenericSchema,
  map: (values: F) => unknown,
  /** The form field of a schema path, when the two shapes differ. */
  fieldOf: (path: string) => string = (path) => path || 'root',
): Resolver<F> {
  return async (values) => {
    const result = v.safeParse(schema, map(values), { abortPipeEarly: true });
    if (result.success) return { values, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [path, message] of Object.entries(messagesByPath(result.issues))) errors[fieldOf(path)] ??= { type: 'validate', message };
    return { values: {}, errors: toNested(errors) as FieldErrors<F> };
  };
}

/** The first message of each dot path ('' for a check on the whole value). */
export function messagesByPath(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) out[v.getDotPath(issue) ?? ''] ??= issue.message;
  return out;
}

/** 'options.1.text' → { options: [ , { text } ] }: react-hook-form reads errors as nested objects. */
function toNested(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, error] of Object.entries(flat)) {
    const keys = path.split('.');
    let node = out;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] ??= error;
      else node = (node[key] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}
