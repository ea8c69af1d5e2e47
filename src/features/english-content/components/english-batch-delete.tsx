// "Xoá" in the school library's review toolbar (spec §7 English contents: batch delete): the selected lessons and
// their items, after a confirmation naming how many.
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { useDeleteEnglishLessons } from '../api/delete-english-lessons.ts';

export function EnglishBatchDelete({ schoolId, ids, onDone }: { schoolId: number; ids: number[]; onDone: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useDeleteEnglishLessons(schoolId);
  return (
    <>
      <Button size="sm" variant="ghost" className="text-red-700" disabled={!ids.length} onClick={() => setAsking(true)}>
        {TEXT.delete}
      </Button>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={`Xoá ${ids.length} bài tiếng Anh`}
        message={`Xoá ${ids.length} bài đã chọn và mọi mục bên trong? Không thể hoàn tác.`}
        confirmLabel={TEXT.delete}
        danger
        loading={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(ids);
            toast.success(MSG.libraryDeleted);
            setAsking(false);
            onDone();
          } catch (e) {
            handleApiError(e);
          }
        }}
      />
    </>
  );
}
