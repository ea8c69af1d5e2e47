// One mission in the teacher's list: group, dates, tasks, how many students are in each status, its students on
// demand, and deletion after a confirmation.
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { touchTarget } from '@/components/ui/button.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatDateTime } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import type { TeacherMission } from '@/shared/mission.ts';
import { useDeleteMission } from '../api/delete-mission.ts';
import { STATUS_LABELS, TASK_LABELS } from '../mission-format.ts';
import { MissionStudents } from './mission-students.tsx';

export function TeacherMissionCard({ schoolId, mission }: { schoolId: number; mission: TeacherMission }) {
  const [open, setOpen] = useState(false);
  const [confirm, setConfirm] = useState(false);
  const remove = useDeleteMission(schoolId);
  const onDelete = () =>
    remove.mutate(mission.id, {
      onSuccess: () => {
        setConfirm(false);
        toast.success(MSG.missionDeleted);
      },
      onError: (e) => handleApiError(e),
    });
  return (
    <article className="space-y-3 rounded-xl border border-slate-200 bg-white p-4" aria-label={mission.title}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">{mission.title}</h3>
          <p className="text-sm text-slate-600">
            {mission.group.name} · Hạn: {formatDateTime(mission.dueAt)}
          </p>
        </div>
        <button type="button" onClick={() => setConfirm(true)} className={`text-sm text-red-700 hover:underline ${touchTarget}`}>
          Xoá
        </button>
      </div>
      <ul className="flex flex-wrap gap-2 text-xs text-slate-700">
        {mission.tasks.map((t) => (
          <li key={t.id} className="rounded-md bg-slate-100 px-2 py-1">
            {TASK_LABELS[t.taskType]}: {t.title}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        {(['NOT_DOING', 'IN_PROGRESS', 'PENDING_REVIEW', 'COMPLETED'] as const).map((s) => (
          <div key={s} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-slate-600">{STATUS_LABELS[s]}</dt>
            <dd className="font-semibold text-slate-900">
              {mission.counts[s]}/{mission.studentCount}
            </dd>
          </div>
        ))}
      </dl>
      <button
        type="button"
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        className={`text-sm font-medium text-brand-700 hover:underline ${touchTarget}`}
      >
        {open ? 'Ẩn danh sách học sinh' : 'Xem học sinh'}
      </button>
      {open && <MissionStudents schoolId={schoolId} missionId={mission.id} />}
      <ConfirmDialog
        open={confirm}
        onClose={() => setConfirm(false)}
        onConfirm={onDelete}
        loading={remove.isPending}
        danger
        title="Xoá nhiệm vụ"
        message={`Xoá nhiệm vụ "${mission.title}"? Bài làm của học sinh trong nhiệm vụ này cũng bị xoá.`}
        confirmLabel="Xoá"
      />
    </article>
  );
}
