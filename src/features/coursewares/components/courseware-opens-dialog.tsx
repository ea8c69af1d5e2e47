// "Đã mở: 12/30" opened: every student of the group, those who opened the item first (when, and how many times), then
// those who have not yet.
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge.tsx';
import { Dialog } from '@/components/ui/dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatClock } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { openedLabel, type TeachingCourseware } from '@/shared/courseware.ts';
import { coursewareOpensQueryOptions } from '../api/get-courseware-opens.ts';
import { openedFirst } from '../courseware-format.ts';

export interface CoursewareOpensDialogProps {
  schoolId: number;
  groupId: number;
  /** The item whose opens are shown; null: closed. */
  courseware: TeachingCourseware | null;
  onClose: () => void;
}

function OpensList({ schoolId, groupId, courseware }: { schoolId: number; groupId: number; courseware: TeachingCourseware }) {
  const opens = useQuery(coursewareOpensQueryOptions(schoolId, groupId, courseware.id));
  if (!opens.data) {
    return opens.isError ? (
      <ErrorAlert size="sm" onRetry={() => void opens.refetch()}>
        {TEXT.loadFailed}
      </ErrorAlert>
    ) : (
      <Spinner />
    );
  }
  const opened = opens.data.filter((o) => o.firstOpenedAt !== null).length;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{openedLabel(opened, opens.data.length)}</p>
      <ul className="divide-y divide-slate-100" aria-label="Học sinh đã mở tài liệu">
        {openedFirst(opens.data).map((o) => (
          <li key={o.student.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span className="font-medium text-slate-800">{o.student.fullName}</span>
            {o.firstOpenedAt ? (
              <span className="text-sm text-slate-600">
                <Badge tone="success">Đã mở</Badge> {formatClock(o.firstOpenedAt)}
                {o.count > 1 && ` · ${o.count} lần`}
              </span>
            ) : (
              <Badge tone="neutral">Chưa mở</Badge>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function CoursewareOpensDialog({ schoolId, groupId, courseware, onClose }: CoursewareOpensDialogProps) {
  return (
    <Dialog open={courseware !== null} onClose={onClose} title={courseware ? `Ai đã mở "${courseware.title}"` : ''} width={560}>
      {courseware && <OpensList schoolId={schoolId} groupId={groupId} courseware={courseware} />}
    </Dialog>
  );
}
