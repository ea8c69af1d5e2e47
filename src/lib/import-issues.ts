// A refused import save (the data changed since the preview) answers 422 with each problem under
// "rows.<index>.<field>", as a form's field errors are: read back as the preview's issues.
import { isApiError } from './api-error.ts';
import type { ImportIssue } from '@/shared/import.ts';

/** A 422's "rows.<index>.<field>" errors as the preview's issues; null for any other failure. */
export function issuesOf(error: unknown): ImportIssue[] | null {
  if (!isApiError(error) || error.status !== 422 || !error.body) return null;
  const issues: ImportIssue[] = [];
  for (const [key, messages] of Object.entries(error.body.errors)) {
    const m = /^rows\.(\d+)\.(\w+)$/.exec(key);
    if (m) for (const message of messages) issues.push({ index: Number(m[1]), field: m[2]!, message });
  }
  return issues.length ? issues.sort((a, b) => a.index - b.index) : null;
}
