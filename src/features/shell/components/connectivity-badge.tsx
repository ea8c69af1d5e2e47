// The "Đang ngoại tuyến" pill shown in the header while the device has no network, with the time the data on screen
// was fetched, so nobody mistakes an old list for a current one; work done meanwhile is kept on the device.
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { useOfflineDataAge } from '@/lib/use-offline-data-age.ts';
import { formatClock } from '@/lib/format.ts';
import { TEXT, fillPlaceholders } from '@/shared/ui-text.ts';

export function ConnectivityBadge({ className = '' }: { className?: string }) {
  const online = useOnlineStatus();
  const dataAt = useOfflineDataAge();
  if (online) return null;
  return (
    <span
      role="status"
      title={TEXT.offlineExplained}
      className={`inline-flex items-center gap-1.5 rounded-full bg-amber-100 px-3 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ${className}`}
    >
      <span aria-hidden className="size-2 rounded-full bg-amber-500" />
      {TEXT.offline}
      {dataAt !== null && <span className="max-sm:sr-only"> · {fillPlaceholders(TEXT.dataFrom, [formatClock(new Date(dataAt))])}</span>}
    </span>
  );
}
