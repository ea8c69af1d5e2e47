// Failed form submissions: a 422's field messages go under the fields the user typed in (nothing they typed is
// lost), everything else goes through the spec §8 handler as a toast.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError, isApiError } from './api-error.ts';
import { handleApiError } from './errors.ts';

/**
 * Places every 422 message whose key is one of `fields` (or that `fields` maps to a form field: forms whose shape is
 * not the API body's) under that field; when some messages belong to no field (or the failure is not a 422), the
 * generic handler reports them. Returns true when at least one field got one.
 */
export function reportFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[] | ((key: string) => Path<T> | null),
): boolean {
  if (!isApiError(error) || error.status !== 422 || !error.body) {
    handleApiError(error);
    return false;
  }
  let placed = false;
  const rest: string[] = [];
  for (const [key, messages] of Object.entries(error.body.errors)) {
    const field = typeof fields === 'function' ? fields(key) : fields.find((f) => f === key);
    if (field && messages[0]) {
      setError(field, { type: 'server', message: messages[0] }, { shouldFocus: !placed });
      placed = true;
    } else rest.push(...messages);
  }
  if (!placed || rest.length) {
    const shown = placed ? rest : error.body.messages;
    handleApiError(new ApiError(error.status, { ...error.body, messages: shown }));
  }
  return placed;
}
