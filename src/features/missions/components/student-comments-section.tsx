// The comments part of /{schoolId}/my-learning-group/{id} (?type=comment lands here): what the teachers wrote to the
// student in this group, the automatic ones marked as such. useQuery, not suspense: a section that cannot load says so
// in its place while the rest of the group page stays.
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { formatDateTime } from '@/lib/format.ts';
import { studentCommentsQueryOptions } from '../api/get-student-comments.ts';
import { fullName } from '../mission-format.ts';

export function StudentCommentsSection({ schoolId, userId, groupId, focus }: { schoolId: number; userId: number; groupId: number; focus: boolean }) {
  const list = useQuery(studentCommentsQueryOptions(schoolId, userId, groupId));
  useEffect(() => {
    if (!focus || !list.isSuccess) return;
    const heading = document.getElementById('section-comment');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [focus, list.isSuccess]);
  return (
    <section aria-labelledby="section-comment" className="space-y-3">
      <h2 id="section-comment" tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        Nhận xét
      </h2>
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <Spinner size="sm" />
        )
      ) : list.data.length === 0 ? (
        <EmptyState title="Chưa có nhận xét nào" />
      ) : (
        <ul className="space-y-2">
          {list.data.map((c) => (
            <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
              <p className="text-slate-900">{c.content}</p>
              <p className="mt-1 text-xs text-slate-500">
                {c.type === 'auto_comment' ? 'Nhận xét tự động' : c.author ? fullName(c.author) : 'Giáo viên'}
                {c.mission ? ` · ${c.mission.title}` : ''} · {formatDateTime(c.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
