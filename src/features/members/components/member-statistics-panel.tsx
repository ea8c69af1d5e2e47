// The figures above a member list (GET s/…/statistics): how many, active and locked, active in the last 7 days, by
// gender and by class (students) or position (teachers). Plain numbers, each with a small bar for its share; the
// bars are drawn only, the numbers are what a screen reader reads. The panel folds away to give the list room.
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { MemberKind } from '@/shared/member.ts';
import type { MemberStatistics } from '@/shared/member-list.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { memberStatisticsQueryOptions } from '../api/get-member-statistics.ts';
import { positionLabel } from '../member-format.ts';

/** Groups listed before the rest fold away under a summary. */
const GROUPS_SHOWN = 6;

const share = (part: number, whole: number) => (whole > 0 ? (part / whole) * 100 : 0);
const percent = (part: number, whole: number) => `${formatNumber(share(part, whole), 0)}%`;

function Bar({ part, whole, tone = 'bg-brand-600' }: { part: number; whole: number; tone?: string }) {
  return (
    <div aria-hidden className="h-1.5 w-full overflow-hidden rounded-full bg-slate-100">
      <div className={`h-full rounded-full ${tone}`} style={{ width: `${share(part, whole)}%` }} />
    </div>
  );
}

function Figures({ items, whole }: { items: { label: string; count: number; tone?: string }[]; whole: number }) {
  return (
    <dl className="space-y-1.5">
      {items.map((item) => (
        <div key={item.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 text-sm">
          <dt className="truncate text-slate-600" title={item.label}>
            {item.label}
          </dt>
          <dd className="font-medium text-slate-900 tabular-nums">{formatNumber(item.count)}</dd>
          <dd className="col-span-2">
            <Bar part={item.count} whole={whole} tone={item.tone} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg border border-slate-200 bg-white p-3">
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </div>
  );
}

function Panel({ kind, s }: { kind: MemberKind; s: MemberStatistics }) {
  const people = kind === 'student' ? 'học sinh' : 'giáo viên';
  const groups = [
    ...s.byGroup.map((g) => ({ label: g.name, count: g.count })),
    { label: kind === 'student' ? 'Chưa vào lớp' : 'Chưa vào nhóm', count: s.noGroup },
  ];
  const genders = [
    { label: 'Nữ', count: s.byGender.female },
    { label: 'Nam', count: s.byGender.male },
    { label: 'Khác', count: s.byGender.other },
    { label: 'Chưa rõ', count: s.byGender.unknown },
  ].filter((g) => g.count > 0 || g.label !== 'Khác');
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <Card title={`Tổng số ${people}`}>
        <p className="text-2xl font-semibold text-slate-900 tabular-nums">{formatNumber(s.total)}</p>
        <Figures
          whole={s.total}
          items={[
            { label: 'Đang hoạt động', count: s.active, tone: 'bg-green-600' },
            { label: 'Đã khoá', count: s.inactive, tone: 'bg-slate-400' },
          ]}
        />
      </Card>
      <Card title="Hoạt động 7 ngày qua">
        <p className="text-2xl font-semibold text-slate-900 tabular-nums">
          {formatNumber(s.activeLast7Days)} <span className="text-sm font-normal text-slate-500">({percent(s.activeLast7Days, s.total)})</span>
        </p>
        <Bar part={s.activeLast7Days} whole={s.total} tone="bg-green-600" />
        <p className="mt-2 text-xs text-slate-500">Đã đăng nhập hoặc gửi bài làm trong 7 ngày qua.</p>
      </Card>
      <Card title="Giới tính">
        <Figures whole={s.total} items={genders} />
      </Card>
      <Card title={kind === 'student' ? 'Theo lớp' : 'Theo chức vụ'}>
        {kind === 'teacher' ? (
          <Figures whole={s.total} items={s.byPosition.map((p) => ({ label: positionLabel(p.position), count: p.count }))} />
        ) : groups.length > GROUPS_SHOWN ? (
          <>
            <Figures whole={s.total} items={groups.slice(0, GROUPS_SHOWN)} />
            <details className="mt-2">
              <summary className="cursor-pointer text-sm text-brand-700 pointer-coarse:py-2">{`Xem các lớp còn lại (${groups.length - GROUPS_SHOWN})`}</summary>
              <div className="mt-2">
                <Figures whole={s.total} items={groups.slice(GROUPS_SHOWN)} />
              </div>
            </details>
          </>
        ) : (
          <Figures whole={s.total} items={groups} />
        )}
      </Card>
    </div>
  );
}

export function MemberStatisticsPanel({ schoolId, kind }: { schoolId: number; kind: MemberKind }) {
  // useQuery, not suspense: the list never waits for its figures.
  const stats = useQuery(memberStatisticsQueryOptions(schoolId, kind));
  return (
    <details open className="group rounded-xl border border-slate-200 bg-slate-50 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-slate-700 pointer-coarse:py-2">Thống kê</summary>
      <div className="mt-3" aria-live="polite" aria-busy={stats.isPending || undefined}>
        {stats.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-500">
            <Spinner size="sm" /> {TEXT.loading}
          </p>
        ) : stats.isError ? (
          <ErrorAlert size="sm" onRetry={() => void stats.refetch()}>
            {TEXT.loadFailed}
          </ErrorAlert>
        ) : (
          <Panel kind={kind} s={stats.data} />
        )}
      </div>
    </details>
  );
}
