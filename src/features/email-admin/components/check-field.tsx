// A labelled checkbox with room for a finger, and its error message; forwardRef for react-hook-form's register().
import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export const CheckField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string }>(function CheckField(
  { label, error, ...rest },
  ref,
) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-sm text-slate-800">
        <input
          ref={ref}
          id={id}
          type="checkbox"
          className="size-5 rounded border-slate-300"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...rest}
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
