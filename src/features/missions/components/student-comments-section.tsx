// The comments part of /{schoolId}/my-learning-group/{id} (?type=comment lands here): what the teachers wrote to the
// student in this group, the automatic ones marked as such. useQuery, not suspense: a section that cannot load says so
// in its place while the rest of the group page stays.
import { useQuery } from '@tanstack/react-query';
import { FocusSection } from '@/components/focus-section.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { studentCommentsQueryOptions } from '../api/get-student-comments.ts';
import { fullName } from '../mission-format.ts';

export function StudentCommentsSection({ schoolId, userId, groupId, focus }: { schoolId: number; userId: number; groupId: number; focus: boolean }) {
  const list = useQuery(studentCommentsQueryOptions(schoolId, userId, groupId));
  return (
    <FocusSection
      id="section-comment"
      title="Nhận xét"
      focus={focus}
      loaded={list.data !== undefined}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      isEmpty={list.data?.length === 0}
      empty="Chưa có nhận xét nào"
    >
      <ul className="space-y-2">
        {list.data?.map((c) => (
          <li key={c.id} className="rounded-xl border border-slate-200 bg-white p-3 text-sm">
            <p className="text-slate-900">{c.content}</p>
            <p className="mt-1 text-xs text-slate-500">
              {c.type === 'auto_comment' ? 'Nhận xét tự động' : c.author ? fullName(c.author) : 'Giáo viên'}
              {c.mission ? ` · ${c.mission.title}` : ''} · {formatDateTime(c.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </FocusSection>
  );
}
