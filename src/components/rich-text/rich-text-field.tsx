// A labelled rich text field of a react-hook-form form: the plain text lives at `textPath` (checked, and where errors
// land and focus goes), the HTML beside it at `htmlPath` ('' while the text is plain). The editor itself is a lazy
// chunk; until it has loaded, a placeholder of its size holds the place.
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { useController, useFormContext, type FieldPath, type FieldValues, type PathValue } from 'react-hook-form';
import { htmlFromPlain } from './plain-html.ts';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface RichTextFieldProps<T extends FieldValues> {
  label: string;
  textPath: FieldPath<T>;
  htmlPath: FieldPath<T>;
  error?: string;
  required?: boolean;
  compact?: boolean;
  /** Hides the label (an option's letter stands beside it); it still names the field. */
  hideLabel?: boolean;
}

export function RichTextField<T extends FieldValues>({ label, textPath, htmlPath, error, required, compact, hideLabel }: RichTextFieldProps<T>) {
  const { control, getValues, setValue } = useFormContext<T>();
  const { field } = useController({ control, name: textPath });
  const labelId = useId();
  // Stable, so the editor hands react-hook-form its focus once rather than on every render.
  const { ref } = field;
  const focusRef = useCallback((focus: (() => void) | null) => ref(focus ? { focus } : null), [ref]);
  const errorId = `${labelId}-error`;
  // The editor opens once with what the form holds; from then on it is the editor that writes the form.
  const initialHtml = useMemo(
    () => (getValues(htmlPath) as string | undefined) || htmlFromPlain((getValues(textPath) as string | undefined) ?? ''),
    [getValues, htmlPath, textPath],
  );
  return (
    <div>
      <span id={labelId} className={hideLabel ? 'sr-only' : 'mb-1 block text-sm font-medium text-slate-700'}>
        {label}
        {required && !hideLabel && <span className="text-red-600"> *</span>}
      </span>
      <Suspense fallback={<div className={`${compact ? 'h-20' : 'h-30'} animate-pulse rounded-lg border border-slate-200 bg-slate-50`} aria-hidden="true" />}>
        <RichTextEditor
          initialHtml={initialHtml}
          labelledBy={labelId}
          describedBy={error ? errorId : undefined}
          invalid={!!error}
          compact={compact}
          onChange={({ text, html }) => {
            field.onChange(text);
            setValue(htmlPath, html as PathValue<T, FieldPath<T>>, { shouldDirty: true });
          }}
          onBlur={field.onBlur}
          focusRef={focusRef}
        />
      </Suspense>
      {error && (
        <p id={errorId} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
