// "Chủ đề STEM" in a student's group: the topics the teacher gave the group, each opening the topic page. An offline
// query: the list shows its last copy without a network (and each topic opened once does too).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDate } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { learningStemTopicsQueryOptions } from '../api/get-learning-stem-topics.ts';

export function LearningStemSection({ schoolId, groupId }: { schoolId: number; groupId: number }) {
  const list = useQuery(learningStemTopicsQueryOptions(schoolId, groupId));
  return (
    <section aria-labelledby="learning-stem" className="space-y-3">
      <h2 id="learning-stem" className="text-lg font-semibold text-slate-900">
        Chủ đề STEM
      </h2>
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <Spinner size="sm" />
        )
      ) : list.data.length === 0 ? (
        <EmptyState title="Giáo viên chưa giao chủ đề STEM nào." />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {list.data.map((t) => (
            <li key={t.id}>
              <Link
                to="/$schoolId/library/stem/$stemId"
                params={{ schoolId: String(schoolId), stemId: String(t.id) }}
                className="flex h-full flex-col gap-1 rounded-xl border border-slate-200 bg-white p-3 hover:border-brand-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
              >
                <span className="font-medium text-slate-900">{t.title}</span>
                <span className="line-clamp-2 text-sm text-slate-600">{t.drivingQuestion}</span>
                <span className="mt-auto text-xs text-slate-500">
                  {t.subject ? `${t.subject.name} · ` : ''}Giao ngày {formatDate(t.givenAt)}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
