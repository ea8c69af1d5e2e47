// /{schoolId}/school-group/{id}: the teaching view of a group — its exams with how many students started,
// submitted, wait for a grade, or submitted late, and the way to its gradebook.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass, backLinkClass, touchTarget } from '@/components/ui/button.tsx';
import { Table, type Column } from '@/components/ui/table.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import type { TeachingExam } from '@/shared/exam.ts';
import { groupExamsQueryOptions } from '../api/get-group-exams.ts';
import { teachingGroupsQueryOptions } from '@/lib/queries/teaching-groups.ts';
import { GRADING_MSG } from '../grading-messages.ts';

export function GroupExamsPage({ schoolId, groupId }: { schoolId: number; groupId: number }) {
  const groups = useSuspenseQuery(teachingGroupsQueryOptions(schoolId));
  const exams = useSuspenseQuery(groupExamsQueryOptions(schoolId, groupId));
  const group = groups.data.find((g) => g.id === groupId);
  const params = { schoolId: String(schoolId), id: String(groupId) };
  const n = (x: number) => formatNumber(x);

  const columns: Column<TeachingExam>[] = [
    {
      key: 'title',
      header: 'Đề thi',
      // Duration, questions and the day it was given under the title: the table fits a 1024 px tablet with the menu.
      cell: (e) => (
        <div>
          <Link
            to="/$schoolId/school-group/$id/$examId"
            params={{ ...params, examId: String(e.id) }}
            className={`font-medium text-brand-700 hover:underline ${touchTarget}`}
          >
            {e.title}
          </Link>
          <p className="text-xs text-slate-500">
            {n(Math.round(e.duration / 60))} phút · {n(e.questionCount)} câu · giao {formatDate(e.assignedAt)}
          </p>
        </div>
      ),
    },
    { key: 'started', header: 'Đã bắt đầu', cell: (e) => `${n(e.startedCount)}/${n(e.studentCount)}` },
    { key: 'submitted', header: 'Đã nộp', cell: (e) => n(e.submittedCount) },
    {
      key: 'toGrade',
      header: 'Cần chấm',
      cell: (e) => <span className={e.toGradeCount > 0 ? 'font-semibold text-amber-700' : ''}>{n(e.toGradeCount)}</span>,
    },
    { key: 'late', header: GRADING_MSG.late, cell: (e) => <span className={e.lateCount > 0 ? 'font-semibold text-red-700' : ''}>{n(e.lateCount)}</span> },
    {
      key: 'actions',
      header: <span className="sr-only">Thao tác</span>,
      className: 'whitespace-nowrap text-right',
      cell: (e) =>
        e.toGradeCount > 0 && (
          <Link to="/$schoolId/school-group/$id/$examId/cham-diem" params={{ ...params, examId: String(e.id) }} className={buttonClass('primary', 'sm')}>
            Chấm bài
          </Link>
        ),
    },
  ];

  return (
    <div className="space-y-4">
      <div>
        <Link to="/$schoolId/school-group" params={{ schoolId: String(schoolId) }} className={backLinkClass}>
          ← Nhóm học tập
        </Link>
        <h1 className="text-2xl font-semibold text-slate-900">{group?.name ?? 'Nhóm học tập'}</h1>
        {group && (
          <p className="text-sm text-slate-500">{[group.grade?.name, group.subject?.name, `${n(group.studentCount)} học sinh`].filter(Boolean).join(' · ')}</p>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-slate-800">Đề thi của nhóm</h2>
        <Link to="/$schoolId/school-group/$id/bang-diem" params={params} className={buttonClass('secondary', 'md')}>
          Bảng điểm
        </Link>
      </div>
      <Table caption="Đề thi của nhóm" columns={columns} rows={exams.data} rowKey={(e) => e.id} empty="Nhóm chưa được giao đề thi nào" />
    </div>
  );
}
