// A school's statistics in four parts — activity, learning results, members, usage — for the system administrator's
// view of a school and for the school's own overview. One range (the last 7, 30 or 90 days, or 12 months, ending
// today in Vietnam) applies to the activity and the results; members and usage are counted as they stand.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { fieldClass } from '@/components/ui/text-field.tsx';
import { SCHOOL_STATS_ANCHOR } from '@/shared/school-info.ts';
import { STAT_DEFAULT_RANGE_DAYS, lastDays } from '@/shared/school-stats.ts';
import type { StatsSource } from '../stats-source.ts';
import { ActivityPanel } from './activity-panel.tsx';
import { LearningPanel } from './learning-panel.tsx';
import { MembersPanel } from './members-panel.tsx';
import { StatsQuery } from './stats-query.tsx';
import { UsagePanel } from './usage-panel.tsx';

const RANGES = [
  { days: 7, label: '7 ngày qua' },
  { days: 30, label: '30 ngày qua' },
  { days: 90, label: '90 ngày qua' },
  { days: 365, label: '12 tháng qua' },
];

function Part({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h3 id={id} className="text-lg font-semibold text-slate-800">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function StatisticsBoard({ source, title = 'Thống kê' }: { source: StatsSource; title?: string }) {
  const headingId = useId();
  const selectId = useId();
  const [days, setDays] = useState(STAT_DEFAULT_RANGE_DAYS);
  // Computed at each render: a board left open past midnight asks for the new day at its next refresh.
  const range = days === STAT_DEFAULT_RANGE_DAYS ? undefined : lastDays(days);
  const rangeText = RANGES.find((r) => r.days === days)!.label;
  // The school's own board is what its information page links to (/{schoolId}#thong-ke); the board arrives after the
  // home's first paint, too late for the router's own scroll to the address's fragment.
  const anchor = source.kind === 'own' ? SCHOOL_STATS_ANCHOR : undefined;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (anchor && window.location.hash === `#${anchor}`) ref.current?.scrollIntoView({ block: 'start' });
  }, [anchor]);
  return (
    <section ref={ref} id={anchor} aria-labelledby={headingId} className="scroll-mt-4 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <div>
          <label htmlFor={selectId} className="mb-1 block text-sm font-medium text-slate-700">
            Khoảng thời gian
          </label>
          <select id={selectId} value={days} onChange={(e) => setDays(Number(e.target.value))} className={fieldClass(false)}>
            {RANGES.map((r) => (
              <option key={r.days} value={r.days}>
                {r.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      <Part title={`Hoạt động học tập (${rangeText})`}>
        <StatsQuery source={source} type="activity" range={range} loadingLabel="Đang tải hoạt động học tập">
          {(data) => <ActivityPanel data={data} />}
        </StatsQuery>
      </Part>
      <Part title={`Kết quả học tập (${rangeText})`}>
        <StatsQuery source={source} type="learning" range={range} loadingLabel="Đang tải kết quả học tập">
          {(data) => <LearningPanel data={data} />}
        </StatsQuery>
      </Part>
      <Part title="Thành viên và nhóm học tập">
        <StatsQuery source={source} type="members" loadingLabel="Đang tải thống kê thành viên">
          {(data) => <MembersPanel data={data} />}
        </StatsQuery>
      </Part>
      <Part title="Sử dụng hạn mức và nội dung">
        <StatsQuery source={source} type="usage" loadingLabel="Đang tải thống kê sử dụng">
          {(data) => <UsagePanel data={data} />}
        </StatsQuery>
      </Part>
    </section>
  );
}
