// /success-join-school?schoolId=&name=: the congratulation after accepting an invitation.
import { createFileRoute } from '@tanstack/react-router';
import { JoinSchoolSuccess } from '@/features/join-school/components/join-school-success.tsx';

export const Route = createFileRoute('/_empty/success-join-school')({
  validateSearch: (search: Record<string, unknown>): { schoolId?: number; name?: string } => {
    const id = Number(search.schoolId);
    return {
      schoolId: Number.isInteger(id) && id > 0 ? id : undefined,
      name: typeof search.name === 'string' ? search.name : undefined,
    };
  },
  component: SuccessRoute,
});

function SuccessRoute() {
  const { schoolId, name } = Route.useSearch();
  return <JoinSchoolSuccess schoolId={schoolId} name={name} />;
}
