// The school root (spec §2): the school's name and expiry, and counts of teachers, students, groups and pending
// join requests from GET s/dashboard; a count links to its page only when the user may open it and it exists.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '@/lib/format.ts';
import { formatNumber } from '@/lib/format.ts';
import { hasGroup } from '@/shared/permissions.ts';
import type { SessionData } from '@/shared/session.ts';
import { dashboardQueryOptions, type SchoolDashboard as Data } from '../api/get-dashboard.ts';
import { resolvePath } from '../menu-config.ts';
import { useRouteExists } from '../use-scope.ts';

const CARDS: { key: keyof Data['counts']; label: string; to: string; groupKey: string }[] = [
  { key: 'teachers', label: 'Giáo viên', to: '/$schoolId/member/teacher', groupKey: 'school_teacher' },
  { key: 'students', label: 'Học sinh', to: '/$schoolId/member/student', groupKey: 'school_student' },
  { key: 'groups', label: 'Nhóm học tập', to: '/$schoolId/school-group', groupKey: 'school_group' },
  { key: 'pendingRequests', label: 'Yêu cầu tham gia chờ duyệt', to: '/$schoolId/member/request', groupKey: 'join_request' },
];

export function SchoolDashboard({ schoolId, session }: { schoolId: number; session: SessionData }) {
  const { data } = useSuspenseQuery(dashboardQueryOptions(schoolId));
  const routeExists = useRouteExists();
  const name = `${session.user.last_name} ${session.user.first_name}`.trim();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">{data.school.name}</h1>
        <p className="mt-1 text-slate-600">
          Xin chào, {name}
          {session.user.schoolRole ? ` (${session.user.schoolRole.name})` : ''}. Mã trường: <span className="font-medium">{data.school.code}</span>
          {data.school.expiresAt && <> · Hạn sử dụng đến {formatDate(data.school.expiresAt)}</>}
        </p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {CARDS.map((c) => {
          const body = (
            <>
              <span className="block text-sm text-slate-500">{c.label}</span>
              <span className="mt-1 block text-3xl font-semibold text-brand-700">{formatNumber(data.counts[c.key])}</span>
            </>
          );
          const linked = hasGroup(session.grants, c.groupKey) && routeExists(c.to);
          const cls = 'block rounded-xl border border-slate-200 bg-white p-5 shadow-sm';
          return (
            <li key={c.key}>
              {linked ? (
                <Link to={resolvePath(c.to, schoolId)} className={`${cls} transition hover:border-brand-500 hover:shadow`}>
                  {body}
                </Link>
              ) : (
                <div className={cls}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
