// /system/limits: usage limits (spec §7 storage_limits, §9). Tab "Giới hạn": the system defaults per user type, every
// school's usage against its limits (closest first) with its own limits to edit, and a school's users. Tab "Thống kê
// sử dụng": usage over a range of days with its charts and the .xlsx export.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { LIMIT_USER_TYPES, type SchoolUsage } from '@/shared/usage-limits.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { defaultLimitsQueryOptions } from '../api/get-default-limits.ts';
import { useSaveDefaultLimits } from '../api/save-default-limits.ts';
import { useSaveSchoolLimits } from '../api/save-school-limits.ts';
import { DefaultLimitsForm } from './default-limits-form.tsx';
import { SchoolLimitsDialog } from './school-limits-dialog.tsx';
import { SchoolUsageList } from './school-usage-list.tsx';
import { SchoolUsers } from './school-users.tsx';
import { UsageRangePanel } from './usage-range-panel.tsx';

export type LimitsTab = 'limits' | 'usage';

export interface LimitsSearch {
  tab: LimitsTab;
  name: string;
  page: number;
  from: string;
  to: string;
}

export interface LimitsPageProps {
  search: LimitsSearch;
  canEdit: boolean;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onSearchChange: (patch: SearchPatch<LimitsSearch>) => void;
}

const TABS: { key: LimitsTab; label: string }[] = [
  { key: 'limits', label: 'Giới hạn' },
  { key: 'usage', label: 'Thống kê sử dụng' },
];

export function LimitsPage({ search, canEdit, onSearchChange }: LimitsPageProps) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Giới hạn sử dụng</h1>
      <nav aria-label="Mục của trang" className="flex gap-1 border-b border-slate-200">
        {TABS.map((t) => (
          <button
            key={t.key}
            type="button"
            aria-current={search.tab === t.key ? 'page' : undefined}
            onClick={() => onSearchChange({ tab: t.key })}
            className={`-mb-px min-h-11 border-b-2 px-4 text-sm font-medium ${
              search.tab === t.key ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'
            }`}
          >
            {t.label}
          </button>
        ))}
      </nav>
      {search.tab === 'usage' ? (
        <UsageRangePanel key={`${search.from}:${search.to}`} from={search.from} to={search.to} onRangeChange={(r) => onSearchChange(r)} />
      ) : (
        <LimitsTabContent search={search} canEdit={canEdit} onSearchChange={onSearchChange} />
      )}
    </div>
  );
}

function LimitsTabContent({ search, canEdit, onSearchChange }: LimitsPageProps) {
  const defaults = useQuery(defaultLimitsQueryOptions());
  const saveTeacher = useSaveDefaultLimits('teacher');
  const saveStudent = useSaveDefaultLimits('student');
  const [editing, setEditing] = useState<SchoolUsage | null>(null);
  const [showing, setShowing] = useState<SchoolUsage | null>(null);
  const saveSchool = useSaveSchoolLimits(editing?.id ?? 0);

  return (
    <div className="space-y-6">
      <section aria-labelledby="default-limits-title" className="space-y-3">
        <div>
          <h2 id="default-limits-title" className="text-lg font-semibold text-slate-900">
            Giới hạn mặc định cho mỗi người
          </h2>
          <p className="text-sm text-slate-600">
            Áp dụng cho mọi trường chưa đặt giới hạn riêng. Tài khoản đã được cấp thêm riêng (ví dụ mua thêm lượt chấm) giữ nguyên mức của mình.
          </p>
        </div>
        {defaults.isError && !defaults.data ? (
          <ErrorAlert onRetry={() => void defaults.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : !defaults.data ? (
          <Spinner />
        ) : canEdit ? (
          <div className="grid gap-3 xl:grid-cols-2">
            {LIMIT_USER_TYPES.map((type) => (
              <DefaultLimitsForm
                key={`${type}:${JSON.stringify(defaults.data.defaults[type])}`}
                userType={type}
                limits={defaults.data.defaults[type]}
                onSave={(input) => (type === 'teacher' ? saveTeacher : saveStudent).mutateAsync(input)}
              />
            ))}
          </div>
        ) : (
          <DefaultsSummary data={defaults.data.defaults} />
        )}
      </section>
      <SchoolUsageList
        page={search.page}
        name={search.name}
        selected={showing?.id ?? null}
        canEdit={canEdit && Boolean(defaults.data)}
        onSearchChange={onSearchChange}
        onEdit={setEditing}
        onShowUsers={(s) => setShowing((current) => (current?.id === s.id ? null : s))}
      />
      {showing && <SchoolUsers key={showing.id} schoolId={showing.id} schoolName={showing.name} canEdit={canEdit} />}
      {editing && defaults.data && (
        <SchoolLimitsDialog
          school={editing}
          defaults={defaults.data.defaults}
          onSave={(input) => saveSchool.mutateAsync(input)}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function DefaultsSummary({ data }: { data: Record<'teacher' | 'student', { storageMb: number; scriptedCallLimit: number; unscriptedCallLimit: number }> }) {
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {LIMIT_USER_TYPES.map((type) => (
        <div key={type} className="rounded-xl border border-slate-200 bg-white p-4">
          <dt className="font-semibold text-slate-900">{type === 'teacher' ? 'Giáo viên' : 'Học sinh'}</dt>
          <dd className="text-slate-700">
            {data[type].storageMb} MB · {data[type].scriptedCallLimit} lượt chấm theo mẫu · {data[type].unscriptedCallLimit} lượt chấm tự do
          </dd>
        </div>
      ))}
    </dl>
  );
}
