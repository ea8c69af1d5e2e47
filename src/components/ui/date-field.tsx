// Date and date-time fields that read dd/MM/yyyy and 24-hour HH:mm on every device (the browser's own pickers follow
// its language). Controlled: `value` is what the form keeps (yyyy-MM-dd, or yyyy-MM-ddTHH:mm local); what the user
// typed stays on screen while it is incomplete or wrong, and reaches the form as it is, so the form's rule says so.
import { useId, useState } from 'react';
import { dateText, maskDate, maskTime, parseDateText, parseTimeText, timeText } from '@/lib/date-input.ts';
import { fieldClass } from './text-field.tsx';

interface FieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  required?: boolean;
}

/** The text shown for `value`, kept while the form's value is the one this text gave. */
function useShown(value: string, toText: (v: string) => string): [string, (text: string, emitted: string) => void] {
  const [state, setState] = useState({ text: toText(value), emitted: value });
  // Reset from outside (a new form, a saved value): show the new value.
  if (state.emitted !== value) {
    const next = { text: toText(value), emitted: value };
    setState(next);
    return [next.text, (text, emitted) => setState({ text, emitted })];
  }
  return [state.text, (text, emitted) => setState({ text, emitted })];
}

function Label({ htmlFor, label, required }: { htmlFor?: string; label: string; required?: boolean }) {
  const Tag = htmlFor ? 'label' : 'legend';
  return (
    <Tag htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-slate-700">
      {label}
      {required && <span className="text-red-600"> *</span>}
    </Tag>
  );
}

export function DateField({ label, value, onChange, onBlur, error, required }: FieldProps) {
  const id = useId();
  const [text, setText] = useShown(value, dateText);
  return (
    <div>
      <Label htmlFor={id} label={label} required={required} />
      <input
        id={id}
        inputMode="numeric"
        placeholder="dd/mm/yyyy"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={fieldClass(Boolean(error))}
        onBlur={onBlur}
        onChange={(e) => {
          const typed = maskDate(e.target.value);
          const next = typed === '' ? '' : (parseDateText(typed) ?? typed);
          setText(typed, next);
          onChange(next);
        }}
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

export function DateTimeField({ label, value, onChange, onBlur, error, required }: FieldProps) {
  const id = useId();
  const [day, setDay] = useShown(value, (v) => dateText(v.split('T')[0] ?? ''));
  const [time, setTime] = useShown(value, timeText);
  const emit = (d: string, t: string) => {
    const iso = parseDateText(d);
    const hm = parseTimeText(t);
    const next = d === '' && t === '' ? '' : iso && hm ? `${iso}T${hm}` : `${d}T${t}`;
    setDay(d, next);
    setTime(t, next);
    onChange(next);
  };
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <Label label={label} required={required} />
      <div className="flex gap-2">
        <input
          aria-label={`${label}: ngày (dd/mm/yyyy)`}
          inputMode="numeric"
          placeholder="dd/mm/yyyy"
          value={day}
          aria-invalid={error ? true : undefined}
          className={fieldClass(Boolean(error))}
          onBlur={onBlur}
          onChange={(e) => emit(maskDate(e.target.value), time)}
        />
        <input
          aria-label={`${label}: giờ (HH:mm, 24 giờ)`}
          inputMode="numeric"
          placeholder="HH:mm"
          value={time}
          aria-invalid={error ? true : undefined}
          className={`${fieldClass(Boolean(error))} max-w-24`}
          onBlur={onBlur}
          onChange={(e) => emit(day, maskTime(e.target.value))}
        />
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}
