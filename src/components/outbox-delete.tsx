// Deleting an outbox item the server refused for good: always confirmed, and anything but an answer save (whose
// answers stay on the device for the submission) is first saved to a file, so nothing made offline vanishes unseen.
// A hook with its dialog, so the dialog can live outside a popover that closes when the dialog takes the focus.
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { downloadBlob } from '@/lib/download.ts';
import type { OutboxItem } from '@/offline/db.ts';
import { dismissItem } from '@/offline/outbox.ts';
import { exportOf } from '@/offline/outbox-export.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import { TEXT } from '@/shared/ui-text.ts';

export function useDeleteOutboxItem(): { ask: (item: OutboxItem) => void; dialog: ReactNode } {
  const [item, setItem] = useState<OutboxItem | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (!item) return;
    setBusy(true);
    try {
      // The copy is saved before the item goes: a failed export leaves the item where it was.
      if (item.kind !== 'answers') {
        const file = await exportOf(item);
        downloadBlob(file.blob, file.filename);
      }
      await dismissItem(item.id!);
      setItem(null);
    } finally {
      setBusy(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      open={item !== null}
      onClose={() => setItem(null)}
      onConfirm={() => void confirm()}
      loading={busy}
      danger
      title={OFFLINE_MSG.deleteTitle}
      confirmLabel={TEXT.delete}
      message={item?.kind === 'answers' ? OFFLINE_MSG.deleteAnswers : OFFLINE_MSG.deleteWithCopy(item?.label ?? '')}
    />
  );
  return { ask: setItem, dialog };
}
