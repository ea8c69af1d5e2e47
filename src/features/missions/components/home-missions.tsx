// The student's home, missions: what is still to do (overdue first, then by due time) and what the teachers returned
// in the last two weeks, with the score and the comment. Each row opens the group's missions in one tap.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HomePanel, homeRowLink } from '@/components/home-panel.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { formatDateTime, formatNumber } from '@/lib/format.ts';
import type { StudentMission } from '@/shared/mission.ts';
import { studentMissionsQueryOptions } from '../api/get-student-missions.ts';
import { dueState } from '../due-state.ts';

const RETURNED_SHOWN_MS = 14 * 24 * 60 * 60 * 1000;
const SHOWN = 5;

function MissionLink({ schoolId, mission, children }: { schoolId: number; mission: StudentMission; children: React.ReactNode }) {
  return (
    <Link
      to="/$schoolId/my-learning-group/$id"
      params={{ schoolId: String(schoolId), id: String(mission.group.id) }}
      search={{ type: 'mission' }}
      className={homeRowLink}
    >
      {children}
    </Link>
  );
}

export function HomeMissions({ schoolId, userId }: { schoolId: number; userId: number }) {
  // useQuery, not suspense: one panel of the home must not hold up or fail the others. Not read again on mount: the
  // home's loader has just read it (it does at every visit), and a second request made the home render twice.
  const list = useQuery({ ...studentMissionsQueryOptions({ schoolId, userId, status: 'all' }), refetchOnMount: false });
  const missions = list.data?.data ?? [];
  const toDo = missions
    .filter((m) => m.status === 'NOT_DOING' || m.status === 'IN_PROGRESS')
    .sort((a, b) => Date.parse(a.dueAt) - Date.parse(b.dueAt))
    .slice(0, SHOWN);
  const since = Date.now() - RETURNED_SHOWN_MS;
  const returned = missions
    .filter((m) => m.status === 'COMPLETED' && m.submission?.gradedAt && Date.parse(m.submission.gradedAt) >= since)
    .sort((a, b) => Date.parse(b.submission!.gradedAt!) - Date.parse(a.submission!.gradedAt!))
    .slice(0, SHOWN);
  const state = { loading: !list.data && !list.isError, failed: !list.data && list.isError, onRetry: () => void list.refetch() };
  const all = (
    <Link
      to="/$schoolId/school-group/mission"
      params={{ schoolId: String(schoolId) }}
      search={{ status: 'all', page: 1 }}
      className="font-medium text-brand-700 hover:underline"
    >
      Xem tất cả nhiệm vụ
    </Link>
  );

  return (
    <>
      <HomePanel title="Nhiệm vụ cần làm" {...state} isEmpty={toDo.length === 0} empty="Em không còn nhiệm vụ nào phải làm." more={all}>
        {toDo.map((m) => {
          const due = dueState(m);
          return (
            <li key={m.id}>
              <MissionLink schoolId={schoolId} mission={m}>
                <span className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
                  {m.title}
                  {due === 'overdue' && <Badge tone="danger">Quá hạn</Badge>}
                  {due === 'dueSoon' && <Badge tone="warning">Sắp đến hạn</Badge>}
                </span>
                <span className="text-sm text-slate-600">
                  {m.group.name} · Hạn {formatDateTime(m.dueAt)}
                </span>
              </MissionLink>
            </li>
          );
        })}
      </HomePanel>
      <HomePanel title="Kết quả mới" {...state} isEmpty={returned.length === 0} empty="Chưa có nhiệm vụ nào được chấm trong hai tuần qua.">
        {returned.map((m) => (
          <li key={m.id}>
            <MissionLink schoolId={schoolId} mission={m}>
              <span className="flex flex-wrap items-center justify-between gap-2 font-medium text-slate-900">
                {m.title}
                {m.submission?.score != null && <span className="text-brand-700">{formatNumber(m.submission.score, 1)}/10</span>}
              </span>
              <span className="text-sm text-slate-600">{m.group.name}</span>
              {m.submission?.comment && <span className="line-clamp-2 text-sm text-slate-700">“{m.submission.comment.content}”</span>}
            </MissionLink>
          </li>
        ))}
      </HomePanel>
    </>
  );
}
