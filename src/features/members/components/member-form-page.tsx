// /{schoolId}/member/teacher|student/add and …/edit/{id}: the member form on its own page, with the member loading or
// failing in its place, and the school's roles or classes for its selects. Saving goes back to the list.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { MSG } from '@/shared/messages.ts';
import type { MemberKind } from '@/shared/member.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { memberQueryOptions } from '../api/get-member.ts';
import { schoolRolesQueryOptions } from '../api/get-school-roles.ts';
import { useSaveMember } from '../api/save-member.ts';
import { fullName, staffRoleOptions } from '../member-format.ts';
import { MemberForm } from './member-form.tsx';

const WORDS: Record<MemberKind, { add: string; edit: string; list: string }> = {
  teacher: { add: 'Thêm giáo viên', edit: 'Sửa thông tin giáo viên', list: 'Giáo viên' },
  student: { add: 'Thêm học sinh', edit: 'Sửa thông tin học sinh', list: 'Học sinh' },
};

export interface MemberFormPageProps {
  schoolId: number;
  kind: MemberKind;
  /** null: a new member. */
  memberId: number | null;
  isAdmin: boolean;
  onDone: () => void;
}

export function MemberFormPage({ schoolId, kind, memberId, isAdmin, onDone }: MemberFormPageProps) {
  const member = useQuery({ ...memberQueryOptions(schoolId, kind, memberId ?? 0), enabled: memberId !== null });
  const roles = useQuery({ ...schoolRolesQueryOptions(schoolId), enabled: kind === 'teacher' });
  const classes = useQuery({ ...teachingGroupsQueryOptions(schoolId), enabled: kind === 'student' });
  const save = useSaveMember(schoolId, kind, memberId);
  const words = WORDS[kind];
  const listPath = kind === 'teacher' ? '/$schoolId/member/teacher' : '/$schoolId/member/student';

  let body;
  if (memberId !== null && member.isError) {
    body = <ErrorAlert onRetry={() => void member.refetch()}>{apiErrorText(member.error)}</ErrorAlert>;
  } else if ((memberId !== null && !member.data) || (kind === 'teacher' && roles.isPending) || (kind === 'student' && classes.isPending)) {
    body = <Spinner label={TEXT.loading} />;
  } else {
    body = (
      <MemberForm
        kind={kind}
        member={member.data ?? null}
        roles={staffRoleOptions(roles.data ?? [], isAdmin)}
        classes={(classes.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
        onSave={async (input) => {
          const saved = await save.mutateAsync(input);
          toast.success(memberId === null ? `${MSG.created}: ${fullName(saved)}` : MSG.updated);
          onDone();
        }}
        onCancel={onDone}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link to={listPath} params={{ schoolId: String(schoolId) }} className={backLinkClass}>
        ← {words.list}
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">
        {memberId === null ? words.add : member.data ? `${words.edit}: ${fullName(member.data)}` : words.edit}
      </h1>
      {(roles.isError || classes.isError) && (
        <ErrorAlert onRetry={() => void (kind === 'teacher' ? roles.refetch() : classes.refetch())}>{TEXT.loadFailed}</ErrorAlert>
      )}
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{body}</div>
    </div>
  );
}
