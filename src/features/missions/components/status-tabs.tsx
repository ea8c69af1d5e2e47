// The status filter of mission lists (spec §4: NOT_DOING, IN_PROGRESS, PENDING_REVIEW, all) as tabs.
import type { MissionStatusFilter } from '@/shared/mission.ts';
import { FILTERS } from '../mission-format.ts';

export function StatusTabs({ value, onChange }: { value: MissionStatusFilter; onChange: (v: MissionStatusFilter) => void }) {
  return (
    <div role="tablist" aria-label="Lọc theo trạng thái" className="flex flex-wrap gap-2">
      {FILTERS.map((f) => (
        <button
          key={f.value}
          type="button"
          role="tab"
          aria-selected={value === f.value}
          onClick={() => onChange(f.value)}
          className={`h-9 rounded-full px-4 pointer-coarse:h-11 text-sm font-medium ${value === f.value ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:bg-slate-50'}`}
        >
          {f.label}
        </button>
      ))}
    </div>
  );
}
