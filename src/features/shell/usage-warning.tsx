// The usage warning (spec §4, §9): a banner when a limit is near (≥ 90 %), the over-limit dialog at 100 %, shown
// once per login token and usage state; the memory is cleared once usage is back under the threshold.
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { APP_CONFIG } from '@/lib/app-config.ts';
import { STORAGE_KEYS, readKey, writeKey } from '@/lib/storage-keys.ts';
import { formatNumber } from '@/lib/format.ts';
import type { CurrentUser } from '@/shared/session.ts';
import { decideWarning, overallLevel, progressColor, usageLines, usageState, type UsageLevel, type UsageLine } from './usage.ts';

const BAR = { red: 'bg-red-600', amber: 'bg-amber-500', blue: 'bg-brand-500' } as const;

export function UsageBars({ lines }: { lines: UsageLine[] }) {
  return (
    <ul className="space-y-3">
      {lines.filter((l) => l.limit > 0).map((l) => (
        <li key={l.key}>
          <div className="flex justify-between text-sm">
            <span>{l.label}</span>
            <span className="text-slate-600">{formatNumber(l.used)} / {formatNumber(l.limit)} {l.unit}</span>
          </div>
          <div
            role="progressbar"
            aria-label={l.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(l.ratio * 100)}
            className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
          >
            <div className={`h-full ${BAR[progressColor(l.ratio)]}`} style={{ width: `${Math.min(100, l.ratio * 100)}%` }} />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function UsageWarning({ user }: { user: CurrentUser }) {
  const lines = useMemo(() => usageLines(user), [user]);
  // The user can turn near-limit warnings off; being over a limit is always shown.
  const relevant = useMemo(
    () => (user.warningWhenNearLimit === false ? lines.map((l) => (l.level === 'near' ? { ...l, level: 'ok' as const } : l)) : lines),
    [lines, user.warningWhenNearLimit],
  );
  const state = usageState(relevant);
  const [shown, setShown] = useState<UsageLevel | null>(null);

  useEffect(() => {
    const decision = decideWarning(readKey(STORAGE_KEYS.accessToken) ?? '', relevant, readKey(STORAGE_KEYS.usageWarningSeen));
    writeKey(STORAGE_KEYS.usageWarningSeen, decision.store);
    if (decision.show) setShown(overallLevel(relevant));
    // `state` captures everything that matters in `relevant`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  if (shown === 'over') {
    return (
      <Dialog
        open
        onClose={() => setShown(null)}
        title="Đã vượt giới hạn sử dụng"
        footer={<Button onClick={() => setShown(null)}>Đã hiểu</Button>}
      >
        <p className="mb-4 text-sm text-slate-700">
          Bạn đã dùng hết hạn mức của gói hiện tại. Vui lòng liên hệ hotline{' '}
          <a className="font-semibold text-brand-700" href={`tel:${APP_CONFIG.supportHotline.replace(/\s/g, '')}`}>{APP_CONFIG.supportHotline}</a>{' '}
          để mua thêm.
        </p>
        <UsageBars lines={lines} />
      </Dialog>
    );
  }
  if (shown === 'near') {
    return (
      <div role="alert" className="mx-6 mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <div className="flex items-start justify-between gap-4">
          <p className="text-sm font-medium">
            Bạn sắp dùng hết hạn mức sử dụng. Liên hệ hotline {APP_CONFIG.supportHotline} để mua thêm.
          </p>
          <button type="button" onClick={() => setShown(null)} aria-label="Đóng cảnh báo" className="text-amber-700 hover:text-amber-900">×</button>
        </div>
        <div className="mt-3 text-slate-800">
          <UsageBars lines={lines.filter((l) => l.level !== 'ok')} />
        </div>
      </div>
    );
  }
  return null;
}
