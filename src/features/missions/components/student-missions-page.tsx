// /{schoolId}/school-group/mission for a student (where a gradeMission notification leads, spec §4): their missions
// of every group, filtered by status. useQuery, not suspense: switching the status tab keeps the page and its tabs on
// screen while the other list loads.
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import type { MissionStatusFilter } from '@/shared/mission.ts';
import { studentMissionsQueryOptions } from '../api/get-student-missions.ts';
import { StatusTabs } from './status-tabs.tsx';
import { StudentMissionCard } from './student-mission-card.tsx';

export interface StudentMissionsPageProps {
  schoolId: number;
  userId: number;
  status: MissionStatusFilter;
  onStatus: (s: MissionStatusFilter) => void;
}

export function StudentMissionsPage({ schoolId, userId, status, onStatus }: StudentMissionsPageProps) {
  const list = useQuery(studentMissionsQueryOptions({ schoolId, userId, status }));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Nhiệm vụ của tôi</h1>
      <StatusTabs value={status} onChange={onStatus} />
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <PageSpinner />
        )
      ) : list.data.data.length === 0 ? (
        <EmptyState title="Không có nhiệm vụ nào" />
      ) : (
        <div className="space-y-3">
          {list.data.data.map((m) => (
            <div key={m.id} className="space-y-1">
              <p className="text-sm text-slate-600">{m.group.name}</p>
              <StudentMissionCard schoolId={schoolId} userId={userId} mission={m} />
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
