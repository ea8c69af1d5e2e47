// Reading a given text (scored on the device and the server) or free speaking (scored by the server's cloud provider);
// shown only when the server offers free speaking.
export type PracticeMode = 'scripted' | 'unscripted';

export function ModeTabs({ mode, onChange }: { mode: PracticeMode; onChange: (mode: PracticeMode) => void }) {
  const tabs: [PracticeMode, string][] = [
    ['scripted', 'Đọc theo mẫu'],
    ['unscripted', 'Nói tự do'],
  ];
  return (
    <div role="tablist" aria-label="Hình thức luyện nói" className="flex gap-2">
      {tabs.map(([value, label]) => (
        <button
          key={value}
          type="button"
          role="tab"
          aria-selected={mode === value}
          onClick={() => onChange(value)}
          className={`h-9 rounded-lg px-4 text-sm font-medium ${mode === value ? 'bg-brand-700 text-white' : 'border border-slate-300 bg-white text-slate-700'}`}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
