// /{schoolId}/school-group/mission for a student (where a gradeMission notification leads, spec §4): their missions
// of every group, filtered by status.
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
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
      {list.isPending ? (
        <PageSpinner />
      ) : list.isError ? (
        <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-700">Không tải được nhiệm vụ. Hãy kết nối mạng và thử lại.</p>
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
