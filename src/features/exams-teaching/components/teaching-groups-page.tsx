// /{schoolId}/school-group: the groups the teacher teaches (every group for a principal), as cards with their counts.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatNumber } from '@/lib/format.ts';
import type { TeachingGroup } from '@/shared/exam.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';

function GroupCard({ group, schoolId }: { group: TeachingGroup; schoolId: number }) {
  const details = [group.grade?.name, group.subject?.name].filter(Boolean).join(' · ');
  return (
    <li>
      <Link
        to="/$schoolId/school-group/$id"
        params={{ schoolId: String(schoolId), id: String(group.id) }}
        className="block h-full rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50"
      >
        <div className="flex items-start justify-between gap-2">
          <h2 className="text-lg font-semibold text-slate-900">{group.name}</h2>
          {group.toGradeCount > 0 && <Badge tone="warning">{formatNumber(group.toGradeCount)} bài cần chấm</Badge>}
        </div>
        {details && <p className="text-sm text-slate-500">{details}</p>}
        <dl className="mt-3 flex gap-6 text-sm">
          <div>
            <dt className="text-slate-500">Học sinh</dt>
            <dd className="font-medium text-slate-900">{formatNumber(group.studentCount)}</dd>
          </div>
          <div>
            <dt className="text-slate-500">Đề thi</dt>
            <dd className="font-medium text-slate-900">{formatNumber(group.examCount)}</dd>
          </div>
        </dl>
      </Link>
    </li>
  );
}

export function TeachingGroupsPage({ schoolId }: { schoolId: number }) {
  const groups = useSuspenseQuery(teachingGroupsQueryOptions(schoolId));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Nhóm học tập</h1>
      {groups.data.length === 0 ? (
        <EmptyState title="Bạn chưa dạy nhóm học tập nào" />
      ) : (
        <ul aria-label="Nhóm học tập của tôi" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {groups.data.map((g) => (
            <GroupCard key={g.id} group={g} schoolId={schoolId} />
          ))}
        </ul>
      )}
    </div>
  );
}
