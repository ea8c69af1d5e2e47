// The filters of a member list: a group (the school's groups come with the list's statistics, each with its count),
// the state, and how many rows a page holds. Each change starts again from page 1.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { fieldClass } from '@/components/ui/text-field.tsx';
import { formatNumber } from '@/lib/format.ts';
import { MEMBER_PAGE_SIZES, type MemberFilters, type MemberStatus } from '@/shared/member-list.ts';
import type { MemberKind } from '@/shared/member.ts';
import { memberStatisticsQueryOptions } from '../api/get-member-statistics.ts';

export interface MemberFiltersProps {
  schoolId: number;
  kind: MemberKind;
  filters: MemberFilters;
  perPage: number;
  /** Only the filter that changed. */
  onChange: (patch: { group?: MemberFilters['group']; status?: MemberStatus; perPage?: number }) => void;
}

export function MemberFilterBar({ schoolId, kind, filters, perPage, onChange }: MemberFiltersProps) {
  const stats = useQuery(memberStatisticsQueryOptions(schoolId, kind));
  const sizeId = useId();
  const groupLabel = kind === 'student' ? 'Lớp' : 'Nhóm';
  const groups = [
    ...(stats.data?.byGroup ?? []).map((g) => ({ value: g.id, label: `${g.name} (${formatNumber(g.count)})` })),
    { value: 'none', label: kind === 'student' ? 'Chưa vào lớp' : 'Chưa vào nhóm' },
  ];
  // A group chosen from the address before the statistics arrive stays shown.
  if (typeof filters.group === 'number' && !groups.some((g) => g.value === filters.group))
    groups.unshift({ value: filters.group, label: `${groupLabel} #${filters.group}` });

  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Bộ lọc">
      <div className="w-full sm:w-56">
        <FilterSelect
          label={groupLabel}
          value={filters.group === undefined ? '' : String(filters.group)}
          options={groups}
          onChange={(v) => onChange({ group: v === '' ? undefined : v === 'none' ? 'none' : Number(v) })}
        />
      </div>
      <div className="w-full sm:w-48">
        <FilterSelect
          label="Trạng thái"
          value={filters.status ?? ''}
          options={[
            { value: 'active', label: 'Đang hoạt động' },
            { value: 'inactive', label: 'Đã khoá' },
          ]}
          onChange={(v) => onChange({ status: v === '' ? undefined : (v as MemberStatus) })}
        />
      </div>
      <div className="flex items-center gap-2 sm:ml-auto">
        <label htmlFor={sizeId} className="text-sm whitespace-nowrap text-slate-600">
          Số dòng mỗi trang
        </label>
        <select id={sizeId} value={perPage} onChange={(e) => onChange({ perPage: Number(e.target.value) })} className={`${fieldClass(false)} w-24`}>
          {MEMBER_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
