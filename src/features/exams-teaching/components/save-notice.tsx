// What became of the grades: kept on the device while offline, being sent, delivered, or refused by the server
// (with its message, a retry that reuses the same Idempotency-Key, and a delete that first saves a copy).
import { Button } from '@/components/ui/button.tsx';
import { useOnlineStatus } from '@/lib/use-online-status.ts';
import { retryItem } from '@/offline/outbox.ts';
import { useDeleteOutboxItem } from '@/components/outbox-delete.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { GRADING_MSG } from '../grading-messages.ts';
import type { GradeDelivery } from '../use-grade-delivery.ts';

export function SaveNotice({ delivery }: { delivery: GradeDelivery }) {
  const online = useOnlineStatus();
  const remove = useDeleteOutboxItem();
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
          <Button size="sm" variant="secondary" onClick={() => void retryItem(item.id!)}>
            {TEXT.retry}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => remove.ask(item)}>
            {TEXT.delete}
          </Button>
        </div>
      ))}
      {remove.dialog}
    </div>
  );
}
