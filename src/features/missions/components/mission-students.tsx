// The students of a mission with their status, score and a link to mark their work (teacher view).
import { touchTarget } from '@/components/ui/button.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner.tsx';
import { teacherMissionQueryOptions } from '../api/get-teacher-missions.ts';
import { formatMark, fullName } from '../mission-format.ts';
import { StatusBadge } from './status-badge.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';

export function MissionStudents({ schoolId, missionId }: { schoolId: number; missionId: number }) {
  // useQuery, not suspense: a panel that cannot load says so in its place while the rest of the page stays.
  const detail = useQuery(teacherMissionQueryOptions(schoolId, missionId));
  if (!detail.data)
    return detail.isError ? (
      <ErrorAlert size="sm" onRetry={() => void detail.refetch()}>
        {TEXT.loadFailed}
      </ErrorAlert>
    ) : (
      <Spinner size="sm" />
    );
  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
      {detail.data.students.map((row) => (
        <li key={row.student.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
          <span className="font-medium text-slate-800">{fullName(row.student)}</span>
          <span className="flex items-center gap-3">
            <StatusBadge status={row.status} />
            {row.submission?.score != null && <span className="text-slate-700">{formatMark(row.submission.score)}</span>}
            {row.submission && row.status !== 'IN_PROGRESS' && (
              <Link
                to="/$schoolId/school-group/mission/sub-mission/$submissionId/mark"
                params={{ schoolId: String(schoolId), submissionId: String(row.submission.id) }}
                className={`font-medium text-brand-700 hover:underline ${touchTarget}`}
              >
                {row.status === 'PENDING_REVIEW' ? 'Chấm bài' : 'Xem bài'}
              </Link>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
