// "Nhập từ Excel" for schools (spec §7 POST schools/import, the template): the shared import dialog with the schools'
// template, reader and counts — how many first administrators get a new account and a set-password mail.
import { SheetImportDialog } from '@/components/import/sheet-import-dialog.tsx';
import { MSG } from '@/shared/messages.ts';
import { schoolColumnTitle } from '@/shared/school-sheet.ts';
import { useImportSchools } from '../api/import-schools.ts';

export function SchoolImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const run = useImportSchools();
  return (
    <SheetImportDialog
      open={open}
      onClose={onClose}
      title="Nhập trường học từ Excel"
      things="trường"
      template={{ fileName: 'mau-nhap-truong-hoc.xlsx', make: async () => (await import('../import/school-template.ts')).schoolTemplate() }}
      loadReader={async () => (await import('../import/school-sheet.ts')).readSchoolSheet}
      submit={(rows, dryRun) => run.mutateAsync({ rows, dryRun })}
      pending={run.isPending}
      columnTitle={schoolColumnTitle}
      summary={(p, issues) => `${p.total} trường trong tệp · ${p.newAdmins} tài khoản quản trị mới · ${issues} lỗi`}
      readyNote="Mọi dòng đều đúng. Mỗi trường được tạo với các vai trò mặc định; quản trị viên có tài khoản mới sẽ nhận thư để đặt mật khẩu."
      errorsNote={MSG.schoolImportHasErrors}
      savedMessage={(done) => `Đã nhập ${done.total} trường học.`}
    />
  );
}
