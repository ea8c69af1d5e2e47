// What became of the grades: kept on the device while offline, being sent, delivered, or refused by the server
// (with its message and a retry that reuses the same Idempotency-Key).
import { Button } from '@/components/ui/button.tsx';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { dismissItem, retryItem } from '@/offline/outbox.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import type { GradeDelivery } from '../use-grade-delivery.ts';

export function SaveNotice({ delivery }: { delivery: GradeDelivery }) {
  const online = useOnlineStatus();
  const { waiting, failed, tracked } = delivery;
  const queued = tracked === 'queued' || waiting.length > 0;
  return (
    <div role="status" aria-live="polite" className="text-sm">
      {queued && !online && <p className="font-medium text-amber-700">{GRADING_MSG.queuedOffline}</p>}
      {queued && online && tracked !== 'delivered' && <p className="text-slate-600">{GRADING_MSG.sending}</p>}
      {tracked === 'delivered' && waiting.length === 0 && <p className="font-medium text-green-700">{GRADING_MSG.delivered}</p>}
      {failed.map((item) => (
        <div key={item.id} className="flex flex-wrap items-center gap-2 text-red-700">
          <span>Không gửi được điểm: {item.lastError}</span>
          <Button size="sm" variant="secondary" onClick={() => void retryItem(item.id!)}>Thử lại</Button>
          <Button size="sm" variant="ghost" onClick={() => void dismissItem(item.id!)}>Bỏ qua</Button>
        </div>
      ))}
    </div>
  );
}
