// Usage over a range of days (the last 30 by default): scored pronunciation calls per day by mode, the users who
// practised each day, and per school its calls, what it uploaded in the range and what it holds against its limit;
// each chart with its table of figures. A range ending before it starts, or longer than 366 days, is refused under
// its field and the typed dates stay.
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ColumnChart } from '@/components/charts/column-chart.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DateField } from '@/components/ui/date-field.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { formatFileSize, formatNumber } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { rangeErrors, type UsageBySchool } from '@/shared/usage-limits.ts';
import { usageRangeQueryOptions } from '../api/get-usage-range.ts';
import { dayLabels } from '../range.ts';
import { UsageExportPanel } from './usage-export-panel.tsx';
import { UsageMeter } from './usage-meter.tsx';

const MB = 1024 * 1024;

export function UsageRangePanel({ from, to, onRangeChange }: { from: string; to: string; onRangeChange: (range: { from: string; to: string }) => void }) {
  const [draft, setDraft] = useState({ from, to });
  const [errors, setErrors] = useState<Partial<Record<'startTime' | 'endTime', string>>>({});
  const valid = rangeErrors(from, to) === null;
  const range = useQuery({ ...usageRangeQueryOptions(from, to), enabled: valid });

  const apply = (e: FormEvent) => {
    e.preventDefault();
    const found = rangeErrors(draft.from, draft.to);
    setErrors(found ?? {});
    if (!found) onRangeChange(draft);
  };

  const data = range.data;
  const totalCalls = data?.days.reduce((n, d) => n + d.scripted + d.unscripted, 0) ?? 0;
  const columns: Column<UsageBySchool>[] = [
    { key: 'name', header: 'Trường', cell: (s) => <span className="font-medium text-slate-900">{s.name}</span> },
    { key: 'scripted', header: 'Chấm theo mẫu', className: 'text-right', cell: (s) => formatNumber(s.scripted) },
    { key: 'unscripted', header: 'Chấm tự do', className: 'text-right', cell: (s) => formatNumber(s.unscripted) },
    { key: 'users', header: 'Người dùng', className: 'text-right', cell: (s) => formatNumber(s.users) },
    { key: 'uploaded', header: 'Tải lên trong kỳ', className: 'text-right', cell: (s) => formatFileSize(s.uploadedBytes) },
    {
      key: 'storage',
      header: 'Đang lưu trữ',
      cell: (s) => (
        <UsageMeter
          label={`Dung lượng của ${s.name}`}
          used={s.storageBytes / MB}
          limit={s.storageLimitMb}
          usedText={formatFileSize(s.storageBytes)}
          limitText={`${formatNumber(s.storageLimitMb ?? 0)} MB`}
        />
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <form
        onSubmit={apply}
        noValidate
        aria-label="Khoảng thời gian"
        className="flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
      >
        <div className="w-44">
          <DateField label="Từ ngày" value={draft.from} onChange={(v) => setDraft((d) => ({ ...d, from: v }))} error={errors.startTime} />
        </div>
        <div className="w-44">
          <DateField label="Đến ngày" value={draft.to} onChange={(v) => setDraft((d) => ({ ...d, to: v }))} error={errors.endTime} />
        </div>
        <Button type="submit" className="mt-6">
          Xem thống kê
        </Button>
      </form>
      {!valid ? (
        <ErrorAlert>Khoảng thời gian trên địa chỉ không hợp lệ. Hãy chọn lại ngày.</ErrorAlert>
      ) : range.isError && !data ? (
        <ErrorAlert onRetry={() => void range.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : !data ? (
        <Spinner />
      ) : (
        <>
          {totalCalls === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 bg-white">
              <EmptyState title="Không có lượt chấm phát âm nào trong khoảng thời gian này" />
            </div>
          ) : (
            <div className="grid items-start gap-3 xl:grid-cols-2">
              <ColumnChart
                title="Lượt chấm phát âm theo ngày"
                periodHeader="Ngày"
                series={[
                  { key: 'scripted', label: 'Theo mẫu', color: 'teal' },
                  { key: 'unscripted', label: 'Tự do', color: 'amber' },
                ]}
                points={data.days.map((d) => ({ key: d.date, ...dayLabels(d.date), values: { scripted: d.scripted, unscripted: d.unscripted } }))}
              />
              <ColumnChart
                title="Người dùng luyện nói theo ngày"
                periodHeader="Ngày"
                series={[{ key: 'users', label: 'Người dùng', color: 'brand' }]}
                points={data.days.map((d) => ({ key: d.date, ...dayLabels(d.date), values: { users: d.users } }))}
              />
            </div>
          )}
          <section aria-labelledby="usage-schools-title" className="space-y-2">
            <h2 id="usage-schools-title" className="text-lg font-semibold text-slate-900">
              Theo trường
            </h2>
            <Table
              caption="Sử dụng theo trường trong khoảng thời gian"
              columns={columns}
              rows={data.schools}
              rowKey={(s) => s.id}
              empty={<EmptyState title="Chưa có trường nào" />}
            />
          </section>
        </>
      )}
      {valid && <UsageExportPanel from={from} to={to} />}
    </div>
  );
}
