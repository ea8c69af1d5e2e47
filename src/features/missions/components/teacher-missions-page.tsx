// /{schoolId}/school-group/mission (teacher): missions of the groups the teacher manages, filtered by student
// status and group, paginated with the list's meta block.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { buttonClass } from '@/components/ui/button.tsx';
import type { MissionStatusFilter } from '@/shared/mission.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { teacherMissionsQueryOptions } from '../api/get-teacher-missions.ts';
import { StatusTabs } from './status-tabs.tsx';
import { TeacherMissionCard } from './teacher-mission-card.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';

export interface MissionListSearch {
  status: MissionStatusFilter;
  page: number;
  groupId?: number;
}

export interface TeacherMissionsPageProps extends MissionListSearch {
  schoolId: number;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onChange: (patch: SearchPatch<MissionListSearch>) => void;
}

export function TeacherMissionsPage({ schoolId, status, page, groupId, onChange }: TeacherMissionsPageProps) {
  // useQuery, not suspense: the filters and pager stay on screen while another page of the list loads.
  const list = useQuery(teacherMissionsQueryOptions({ schoolId, status, page, groupId }));
  const groups = useQuery(teachingGroupsQueryOptions(schoolId));
  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold text-slate-900">Nhiệm vụ</h1>
        <Link to="/$schoolId/school-group/mission/create" params={{ schoolId: String(schoolId) }} className={buttonClass('primary')}>
          Giao nhiệm vụ
        </Link>
      </header>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusTabs value={status} onChange={(s) => onChange({ status: s, page: 1 })} />
        <select
          aria-label="Lọc theo nhóm học tập"
          className="h-9 rounded-lg border border-slate-300 px-3 text-sm pointer-coarse:h-11"
          value={groupId ?? ''}
          onChange={(e) => onChange({ page: 1, groupId: e.target.value ? Number(e.target.value) : undefined })}
        >
          <option value="">Tất cả nhóm</option>
          {(groups.data ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <PageSpinner />
        )
      ) : list.data.data.length === 0 ? (
        <EmptyState title="Không có nhiệm vụ nào" description={status === 'all' ? 'Hãy giao nhiệm vụ đầu tiên cho nhóm của bạn.' : undefined} />
      ) : (
        <>
          <div className="space-y-3">
            {list.data.data.map((m) => (
              <TeacherMissionCard key={m.id} schoolId={schoolId} mission={m} />
            ))}
          </div>
          <Pagination
            page={list.data.meta.currentPage}
            perPage={list.data.meta.itemsPerPage}
            total={list.data.meta.totalItems}
            onChange={(p) => onChange({ page: p })}
          />
        </>
      )}
    </div>
  );
}
