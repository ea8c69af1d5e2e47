// "Góp ý của tôi" in the help dialog: the user's newest feedback, each with its status and the administrators' reply.
// A reply's notification opens the dialog here, with that feedback brought into view and marked.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { FEEDBACK_KIND_LABELS, FEEDBACK_STATUS_LABELS } from '@/shared/feedback.ts';
import { myFeedbacksQueryOptions } from '../api/get-my-feedbacks.ts';
import { STATUS_TONES } from '../status-tones.ts';

export function MyFeedbacks({ highlightId }: { highlightId: number | null }) {
  const list = useQuery(myFeedbacksQueryOptions());
  const marked = useRef<HTMLLIElement>(null);

  useEffect(() => {
    marked.current?.scrollIntoView?.({ block: 'nearest' });
  }, [list.data, highlightId]);

  // Never loaded and no network: the query waits for one; say so rather than load forever.
  if (list.isPending && list.fetchStatus === 'paused') {
    return (
      <ErrorAlert size="sm" onRetry={() => void list.refetch()}>
        {TEXT.loadFailed}
      </ErrorAlert>
    );
  }
  if (list.isPending) {
    return (
      <p className="flex items-center gap-2 py-8 text-sm text-slate-500">
        <Spinner /> {TEXT.loading}
      </p>
    );
  }
  if (list.isError) {
    return (
      <ErrorAlert size="sm" onRetry={() => void list.refetch()}>
        {TEXT.loadFailed}
      </ErrorAlert>
    );
  }
  if (!list.data.length) {
    return <EmptyState title="Bạn chưa gửi góp ý nào" description="Góp ý bạn gửi từ đây và câu trả lời của quản trị hệ thống sẽ hiện ở mục này." />;
  }
  return (
    <ul className="space-y-3" aria-label="Góp ý của tôi">
      {list.data.map((f) => {
        const current = f.id === highlightId;
        return (
          <li
            key={f.id}
            ref={current ? marked : undefined}
            aria-current={current || undefined}
            className={`rounded-lg border p-3 ${current ? 'border-brand-400 ring-2 ring-brand-100' : 'border-slate-200'}`}
          >
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 flex-1 font-medium break-words text-slate-900">{f.subject}</h3>
              <Badge tone="neutral">{FEEDBACK_KIND_LABELS[f.kind]}</Badge>
              <Badge tone={STATUS_TONES[f.status]}>{FEEDBACK_STATUS_LABELS[f.status]}</Badge>
            </div>
            <p className="mt-1 text-xs text-slate-500">Gửi lúc {formatDateTime(f.createdAt)}</p>
            <p className="mt-2 line-clamp-4 text-sm whitespace-pre-line text-slate-700">{f.message}</p>
            {f.reply ? (
              <div className="mt-3 rounded-lg bg-brand-50 p-3 text-sm">
                <p className="text-xs font-semibold text-brand-800">Trả lời của quản trị hệ thống{f.repliedAt ? ` · ${formatDateTime(f.repliedAt)}` : ''}</p>
                <p className="mt-1 whitespace-pre-line text-slate-800">{f.reply}</p>
              </div>
            ) : (
              <p className="mt-2 text-xs text-slate-500">Chưa có trả lời.</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
