// "Nhập từ Excel" for teachers or students (spec §7 members: import, templates): the shared import dialog with the
// members' template, reader and counts — how many new accounts (mailed a set-password link) and existing ones.
import { SheetImportDialog } from '@/components/import/sheet-import-dialog.tsx';
import { MSG } from '@/shared/messages.ts';
import type { MemberKind } from '@/shared/member.ts';
import { useImportMembers } from '../api/import-members.ts';
import { COLUMNS } from '../import/member-sheet.ts';

const WORDS: Record<MemberKind, { title: string; people: string; template: string }> = {
  student: { title: 'Nhập học sinh từ Excel', people: 'học sinh', template: 'mau-nhap-hoc-sinh.xlsx' },
  teacher: { title: 'Nhập giáo viên từ Excel', people: 'giáo viên', template: 'mau-nhap-giao-vien.xlsx' },
};

export function MemberImportDialog({ open, onClose, schoolId, kind }: { open: boolean; onClose: () => void; schoolId: number; kind: MemberKind }) {
  const words = WORDS[kind];
  const run = useImportMembers(schoolId, kind);
  return (
    <SheetImportDialog
      open={open}
      onClose={onClose}
      title={words.title}
      things={words.people}
      template={{ fileName: words.template, make: async () => (await import('../import/member-template.ts')).memberTemplate(kind) }}
      loadReader={async () => {
        const { readMemberSheet } = await import('../import/member-sheet.ts');
        return (sheets) => readMemberSheet(sheets, kind);
      }}
      submit={(rows, dryRun) => run.mutateAsync({ rows, dryRun })}
      pending={run.isPending}
      columnTitle={(field) => COLUMNS[kind].find((c) => c.key === field)?.title ?? field}
      summary={(p, issues) => `${p.total} ${words.people} trong tệp · ${p.newAccounts} tài khoản mới · ${p.existingAccounts} tài khoản đã có · ${issues} lỗi`}
      readyNote="Mọi dòng đều đúng. Tài khoản mới sẽ nhận thư để đặt mật khẩu; tài khoản đã có được thêm vào trường như hiện có."
      errorsNote={MSG.memberImportHasErrors}
      savedMessage={(done) =>
        `Đã nhập ${done.total} ${words.people}: ${done.newAccounts} tài khoản mới được gửi thư đặt mật khẩu, ${done.existingAccounts} tài khoản đã có.`
      }
    />
  );
}
