// The usage warning (spec §4, §9): a banner when a limit is near (≥ 90 %), the over-limit dialog at 100 %, shown
// once per login token and usage state; the memory is cleared once usage is back under the threshold.
import { useEffect, useMemo, useState } from 'react';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import { APP_CONFIG } from '@/lib/app-config.ts';
import { STORAGE_KEYS, readKey, writeKey } from '@/lib/storage-keys.ts';
import type { CurrentUser } from '@/shared/session.ts';
import { decideWarning, overallLevel, usageLines, usageState, type UsageLevel } from '@/components/usage/usage.ts';
import { UsageBars } from '@/components/usage/usage-bars.tsx';

const OverLimitDialog = lazyOnOpen(() => import('@/components/usage/over-limit-dialog.tsx').then((m) => m.OverLimitDialog));

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

  if (shown === 'over') return <OverLimitDialog open lines={lines} onClose={() => setShown(null)} />;
  if (shown === 'near') {
    return (
      <div role="alert" className="mx-6 mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
        <div className="flex items-start justify-between gap-4">
          <p className="text-sm font-medium">Bạn sắp dùng hết hạn mức sử dụng. Liên hệ hotline {APP_CONFIG.supportHotline} để mua thêm.</p>
          <button type="button" onClick={() => setShown(null)} aria-label="Đóng cảnh báo" className="text-amber-700 hover:text-amber-900">
            ×
          </button>
        </div>
        <div className="mt-3 text-slate-800">
          <UsageBars lines={lines.filter((l) => l.level !== 'ok')} />
        </div>
      </div>
    );
  }
  return null;
}
