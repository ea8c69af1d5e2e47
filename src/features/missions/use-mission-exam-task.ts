// The exam task a mission-exam page opens: the one named in the URL, else the mission's first exam; with the
// student's result of it (its attempt id), from the network or this device's copy of the mission.
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error.ts';
import type { MissionTask, StudentMissionDetail, TaskResult } from '@/shared/mission.ts';
import { studentMissionQueryOptions } from './api/get-student-mission.ts';

export type MissionExamTask =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; mission: StudentMissionDetail; task: MissionTask; result: TaskResult | null };

export const MISSION_OFFLINE_NEVER_OPENED = 'Nhiệm vụ này chưa được mở trên thiết bị này. Hãy kết nối mạng và mở nhóm học tập trước.';

export function useMissionExamTask(schoolId: number, userId: number, missionId: number, taskId?: number): MissionExamTask {
  // useQuery, not suspense: the player's page says itself that a mission never opened online cannot open offline.
  const q = useQuery(studentMissionQueryOptions(schoolId, userId, missionId));
  if (!q.data) {
    if (!q.isError) return { state: 'loading' };
    return { state: 'error', message: isApiError(q.error) && q.error.isNetworkError ? MISSION_OFFLINE_NEVER_OPENED : q.error.message };
  }
  const task = q.data.tasks.find((t) => t.taskType === 'exam' && (taskId === undefined || t.id === taskId));
  if (!task || !task.examId) return { state: 'error', message: 'Nhiệm vụ này không có bài kiểm tra.' };
  return { state: 'ready', mission: q.data, task, result: q.data.submission?.tasks.find((r) => r.taskId === task.id) ?? null };
}
