// One mission for a student: its tasks with what the student did (exam → the exam player, lecture → the reader,
// speaking → the sentence and best score), the mission's score, the completion comment and the teacher's comment.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/format.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { touchTarget } from '@/components/ui/button.tsx';
import { dueState } from '../due-state.ts';
import { MSG } from '@/shared/messages.ts';
import type { ReactNode } from 'react';
import type { MissionTask, StudentMission, TaskResult } from '@/shared/mission.ts';
import { studentMissionQueryOptions } from '../api/get-student-mission.ts';
import { TASK_LABELS, formatMark } from '../mission-format.ts';
import { LectureReader } from './lecture-reader.tsx';
import { StatusBadge } from './status-badge.tsx';

/** Renders a speaking task's recorder: the page composing missions with the speaking feature provides it. */
export type SpeakingTaskRenderer = (p: { mission: StudentMission; task: MissionTask; result: TaskResult | null }) => ReactNode;

export interface StudentMissionCardProps {
  schoolId: number;
  userId: number;
  mission: StudentMission;
  renderSpeaking?: SpeakingTaskRenderer;
}

export function StudentMissionCard({ schoolId, userId, mission, renderSpeaking }: StudentMissionCardProps) {
  // The detail carries the lectures' text and is kept on the device, so the mission opens offline later.
  // useQuery, not suspense: a panel that cannot load says so in its place while the rest of the page stays.
  const detail = useQuery(studentMissionQueryOptions(schoolId, userId, mission.id));
  const sub = mission.submission;
  const done = mission.status === 'COMPLETED';
  const due = dueState(mission);
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label={mission.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-semibold text-slate-900">{mission.title}</h4>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-600">
            <span>Hạn: {formatDateTime(mission.dueAt)}</span>
            {due === 'overdue' && <Badge tone="danger">Quá hạn</Badge>}
            {due === 'dueSoon' && <Badge tone="warning">Sắp đến hạn</Badge>}
            {mission.createdBy && <span>{`${mission.createdBy.last_name} ${mission.createdBy.first_name}`}</span>}
          </p>
          {mission.description && <p className="text-sm text-slate-700">{mission.description}</p>}
        </div>
        <StatusBadge status={mission.status} />
      </div>
      <ul className="space-y-2">
        {mission.tasks.map((task) => {
          const result = sub?.tasks.find((r) => r.taskId === task.id) ?? null;
          return (
            <li key={task.id} className="rounded-lg border border-slate-100 p-3 text-sm">
              <p className="font-medium text-slate-800">
                {TASK_LABELS[task.taskType]}: {task.title}
              </p>
              {task.taskType === 'exam' && (
                <div className="mt-1 flex flex-wrap items-center gap-3">
                  <Link
                    to="/$schoolId/my-learning-group/$id/mission-exam/$missionId"
                    params={{ schoolId: String(schoolId), id: String(mission.group.id), missionId: String(mission.id) }}
                    search={{ task: task.id, view: result?.done ? 'result' : 'take' }}
                    className={`font-medium text-brand-700 hover:underline ${touchTarget}`}
                  >
                    {result?.done ? 'Xem kết quả' : result?.userExamId ? 'Tiếp tục làm bài' : 'Làm bài'}
                  </Link>
                  {result?.done && (
                    <span>
                      Điểm: {formatMark(result.score)}
                      {result.needsReview ? ' · chờ chấm tự luận' : ''}
                    </span>
                  )}
                </div>
              )}
              {task.taskType === 'exam' && result?.done && !result.needsReview && (
                <p className="mt-1 text-slate-700">Lời phê: {result.completionComment ?? MSG.examCommentPending}</p>
              )}
              {task.taskType === 'lecture' && (
                <LectureReader
                  schoolId={schoolId}
                  userId={userId}
                  missionId={mission.id}
                  missionTitle={mission.title}
                  taskId={task.id}
                  lecture={detail.data?.lectures.find((l) => l.id === task.lectureId)}
                  result={result}
                />
              )}
              {task.taskType === 'speaking' && result?.done && (
                <p className="mt-1 text-slate-700">
                  Điểm phát âm tốt nhất: {result.attempts[0]?.score ?? 0}/100 · {formatMark(result.score)}
                </p>
              )}
              {task.taskType === 'speaking' && mission.status !== 'COMPLETED' && renderSpeaking?.({ mission, task, result })}
            </li>
          );
        })}
      </ul>
      {sub && (sub.score !== null || sub.comment) && (
        <div className={`rounded-lg p-3 text-sm ${done ? 'bg-green-50 text-green-900' : 'bg-slate-50 text-slate-800'}`}>
          {sub.score !== null && <p className="font-semibold">Điểm nhiệm vụ: {formatMark(sub.score)}</p>}
          {sub.comment && <p>Nhận xét của giáo viên: {sub.comment.content}</p>}
        </div>
      )}
    </article>
  );
}
