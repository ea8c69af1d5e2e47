// The missions part of /{schoolId}/my-learning-group/{id} (?type=mission lands here): the group's missions grouped
// by the student's status. An offline query, so it also opens offline once seen online. useQuery, not suspense: a
// section that cannot load says so in its place while the rest of the group page stays.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { MISSION_STATUSES } from '@/shared/mission.ts';
import { studentMissionsQueryOptions } from '../api/get-student-missions.ts';
import { STATUS_LABELS } from '../mission-format.ts';
import { StudentMissionCard, type SpeakingTaskRenderer } from './student-mission-card.tsx';

export interface GroupMissionsSectionProps {
  schoolId: number;
  userId: number;
  groupId: number;
  focus: boolean;
  renderSpeaking?: SpeakingTaskRenderer;
}

export function GroupMissionsSection({ schoolId, userId, groupId, focus, renderSpeaking }: GroupMissionsSectionProps) {
  const list = useQuery(studentMissionsQueryOptions({ schoolId, userId, groupId }));
  useEffect(() => {
    if (!focus || !list.isSuccess) return;
    const heading = document.getElementById('section-mission');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [focus, list.isSuccess]);
  return (
    <section aria-labelledby="section-mission" className="space-y-3">
      <h2 id="section-mission" tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        Nhiệm vụ
      </h2>
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <Spinner size="sm" />
        )
      ) : list.data.data.length === 0 ? (
        <EmptyState title="Nhóm chưa có nhiệm vụ nào" />
      ) : (
        MISSION_STATUSES.map((status) => {
          const missions = list.data.data.filter((m) => m.status === status);
          if (!missions.length) return null;
          return (
            <div key={status} className="space-y-2" data-status={status}>
              <h3 className="text-sm font-semibold uppercase tracking-wide text-slate-600">
                {STATUS_LABELS[status]} ({missions.length})
              </h3>
              {missions.map((m) => (
                <StudentMissionCard key={m.id} schoolId={schoolId} userId={userId} mission={m} renderSpeaking={renderSpeaking} />
              ))}
            </div>
          );
        })
      )}
    </section>
  );
}
