// "Nhập từ Excel" inside a lesson: the shared import dialog with the English template and reader; the rows are added
// after the lesson's items, all or nothing.
import { SheetImportDialog } from '@/components/import/sheet-import-dialog.tsx';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { ENGLISH_SHEET_COLUMNS } from '@/shared/english-content.ts';
import { MSG } from '@/shared/messages.ts';
import { useImportEnglishItems } from '../api/import-english-items.ts';

export function EnglishImportDialog({ open, onClose, library, lessonId }: { open: boolean; onClose: () => void; library: LibraryRef; lessonId: number }) {
  const run = useImportEnglishItems(library, lessonId);
  return (
    <SheetImportDialog
      open={open}
      onClose={onClose}
      title="Nhập nội dung từ Excel"
      things="mục"
      template={{ fileName: 'mau-nhap-tieng-anh.xlsx', make: async () => (await import('../import/english-template.ts')).englishTemplate() }}
      loadReader={async () => (await import('../import/english-sheet.ts')).readEnglishSheet}
      submit={(rows, dryRun) => run.mutateAsync({ rows, dryRun })}
      pending={run.isPending}
      columnTitle={(field) => ENGLISH_SHEET_COLUMNS.find((c) => c.key === field)?.title ?? field}
      summary={(p, issues) => `${p.total} mục trong tệp · ${issues} lỗi`}
      readyNote="Mọi dòng đều đúng. Các mục sẽ được thêm vào sau những mục bài đang có."
      errorsNote={MSG.englishImportHasErrors}
      savedMessage={(done) => `Đã nhập ${done.total} mục vào bài.`}
    />
  );
}
