// A labelled file chooser for imports: the browser's own control (keyboard, screen readers and "choose again" as
// people know them), styled to the touch size of the other buttons.
import { useId } from 'react';

export function FileField({ label, accept, onFile }: { label: string; accept: string; onFile: (file: File | undefined) => void }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        className="block text-sm file:mr-3 file:h-10 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 pointer-coarse:file:h-11"
        onChange={(e) => onFile(e.target.files?.[0])}
      />
    </div>
  );
}
