// /{schoolId}/my-learning-group: the groups the student belongs to, each a large card opening its exams.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { learningGroupsQueryOptions } from '../../api/get-learning-groups.ts';

export function MyGroupsPage({ schoolId }: { schoolId: number }) {
  const groups = useSuspenseQuery(learningGroupsQueryOptions(schoolId));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Nhóm của tôi</h1>
      {groups.data.length === 0 ? (
        <EmptyState title="Em chưa tham gia nhóm học tập nào" />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {groups.data.map((g) => (
            <li key={g.id}>
              <Link
                to="/$schoolId/my-learning-group/$id"
                params={{ schoolId: String(schoolId), id: String(g.id) }}
                className="block min-h-28 rounded-xl border border-slate-200 bg-white p-5 hover:border-brand-400 hover:shadow-sm"
              >
                <p className="text-lg font-semibold text-slate-900">{g.name}</p>
                <p className="mt-1 text-sm text-slate-600">{[g.subject?.name, g.grade?.name].filter(Boolean).join(' · ')}</p>
                <p className="mt-2 text-sm text-slate-500">
                  {g.examCount} bài thi · {g.studentCount} học sinh
                </p>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
