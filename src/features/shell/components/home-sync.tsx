// The student's home, sync: whether everything the student did on this device has reached the server, and if not how
// much waits and how much needs their attention (the header's sync list says which). Loaded after the first paint,
// with the outbox engine.
import { useSyncExternalStore } from 'react';
import { HomePanel } from '@/components/home-panel.tsx';
import { syncStatus } from '@/offline/outbox-status.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import { TEXT } from '@/shared/ui-text.ts';

export function HomeSync() {
  const status = useSyncExternalStore(syncStatus.subscribe, syncStatus.getSnapshot, syncStatus.getServerSnapshot);
  const waiting = status.items.length;
  const attention = status.items.filter((i) => i.state === 'failed').length;
  return (
    <HomePanel title="Đồng bộ" isEmpty={waiting === 0} empty="Mọi bài làm trên thiết bị này đã được gửi lên máy chủ.">
      <li className="py-2 text-sm text-slate-700">
        <p className="font-medium text-slate-900">{OFFLINE_MSG.syncBadge(waiting)}</p>
        <p>{attention > 0 ? `${attention} mục cần em xem lại: mở danh sách đồng bộ ở đầu trang.` : TEXT.queued}</p>
      </li>
    </HomePanel>
  );
}
