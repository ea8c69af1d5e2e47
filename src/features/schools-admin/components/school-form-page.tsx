// /school/add and /school/edit/{id}: the school form on its own page, with the school loading or failing in its
// place. Saving goes on to the school's details.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { backLinkClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { schoolQueryOptions } from '../api/get-school.ts';
import { useSaveSchool } from '../api/save-school.ts';
import { SchoolForm } from './school-form.tsx';

export interface SchoolFormPageProps {
  /** null: a new school. */
  schoolId: number | null;
  onSaved: (id: number) => void;
  onCancel: () => void;
}

export function SchoolFormPage({ schoolId, onSaved, onCancel }: SchoolFormPageProps) {
  const school = useQuery({ ...schoolQueryOptions(schoolId ?? 0), enabled: schoolId !== null });
  const save = useSaveSchool(schoolId);

  let body;
  if (schoolId !== null && school.isError) {
    body = <ErrorAlert onRetry={() => void school.refetch()}>{apiErrorText(school.error)}</ErrorAlert>;
  } else if (schoolId !== null && !school.data) {
    body = <Spinner label={TEXT.loading} />;
  } else {
    body = (
      <SchoolForm
        school={school.data ?? null}
        onSave={async (input) => {
          const saved = await save.mutateAsync(input);
          toast.success(schoolId === null ? `${MSG.schoolCreated}: ${saved.name}` : MSG.schoolUpdated);
          onSaved(saved.id);
        }}
        onCancel={onCancel}
      />
    );
  }

  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link to="/school" className={backLinkClass}>
        ← Trường học
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">
        {schoolId === null ? 'Thêm trường' : school.data ? `Sửa thông tin trường: ${school.data.name}` : 'Sửa thông tin trường'}
      </h1>
      <div className="rounded-xl border border-slate-200 bg-white p-4 sm:p-6">{body}</div>
    </div>
  );
}
