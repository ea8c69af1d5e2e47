// Giving an exam to one of the teacher's groups (spec §7 teaching group exams), with when it opens and closes there
// and how many attempts each student may make.
// The server enforces the closing time; the students then find it in their group.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { DateTimeField } from '@/components/ui/date-field.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { SelectField } from '@/components/ui/select-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { ATTEMPT_LIMIT_LABEL, ATTEMPT_LIMIT_OPTIONS } from '@/lib/exam-schedule.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { useGiveExam } from '../api/give-exam.ts';

/** A complete yyyy-MM-ddTHH:mm the field gave (local time), or null. */
function localTime(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function GiveExamDialog({
  open,
  onClose,
  schoolId,
  examId,
  examName,
}: {
  open: boolean;
  onClose: () => void;
  schoolId: number;
  examId: number;
  examName: string;
}) {
  const groups = useQuery({ ...teachingGroupsQueryOptions(schoolId), enabled: open });
  const give = useGiveExam(schoolId);
  const [groupId, setGroupId] = useState('');
  const [opensAt, setOpensAt] = useState('');
  const [closesAt, setClosesAt] = useState('');
  const [maxAttempts, setMaxAttempts] = useState('1');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (open) {
      setGroupId('');
      setOpensAt('');
      setClosesAt('');
      setMaxAttempts('1');
      setErrors({});
    }
  }, [open]);

  const submit = async () => {
    const opens = localTime(opensAt);
    const closes = localTime(closesAt);
    const next: Record<string, string> = {};
    if (!groupId) next.groupId = MSG.missionGroupRequired;
    if (opensAt && !opens) next.opensAt = TEXT.dateTimeInvalid;
    if (closesAt && !closes) next.closesAt = TEXT.dateTimeInvalid;
    if (opens && closes && closes <= opens) next.closesAt = MSG.examClosesBeforeOpens;
    setErrors(next);
    if (Object.keys(next).length) return;
    try {
      await give.mutateAsync({
        groupId: Number(groupId),
        input: { examId, opensAt: opens?.toISOString() ?? null, closesAt: closes?.toISOString() ?? null, maxAttempts: Number(maxAttempts) },
      });
      toast.success(MSG.examGiven);
      onClose();
    } catch (e) {
      handleApiError(e);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Giao đề thi cho nhóm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={give.isPending}>
            {TEXT.cancel}
          </Button>
          <Button loading={give.isPending} onClick={() => void submit()}>
            Giao đề
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        <p className="text-sm text-slate-700">“{examName}” sẽ xuất hiện trong nhóm được chọn để học sinh làm bài.</p>
        {groups.isError ? (
          <ErrorAlert onRetry={() => void groups.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <SelectField
            label="Nhóm học tập"
            required
            placeholder={groups.isPending ? TEXT.loading : 'Chọn nhóm'}
            value={groupId}
            error={errors.groupId}
            onChange={(e) => setGroupId(e.target.value)}
            options={(groups.data ?? []).map((g) => ({ value: g.id, label: g.name }))}
          />
        )}
        <DateTimeField label="Mở lúc (để trống: mở ngay)" value={opensAt} onChange={setOpensAt} error={errors.opensAt} />
        <DateTimeField label="Đóng lúc (để trống: không giới hạn)" value={closesAt} onChange={setClosesAt} error={errors.closesAt} />
        <SelectField label={ATTEMPT_LIMIT_LABEL} value={maxAttempts} onChange={(e) => setMaxAttempts(e.target.value)} options={ATTEMPT_LIMIT_OPTIONS} />
      </div>
    </Dialog>
  );
}
