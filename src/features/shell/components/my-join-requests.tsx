// The user's own requests to join a school, on the overview: each waiting one with its school and when it was sent,
// a turned-down one with the school's reason. When a waiting request is decided the user's schools are loaded again,
// so an approved school appears among the cards without a reload.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { JoinRequestStatusBadge } from '@/components/join-request-status-badge.tsx';
import { formatDate } from '@/lib/format.ts';
import { myJoinRequestsQueryOptions } from '@/lib/queries/my-join-requests.ts';
import { SCHOOL_POSITIONS } from '@/shared/constants.ts';

const positionLabel = (value: string) => SCHOOL_POSITIONS.find((p) => p.value === value)?.label ?? value;

export function MyJoinRequests() {
  const queryClient = useQueryClient();
  // useQuery, not suspense: a side section of the overview never holds up or fails the page.
  const { data } = useQuery(myJoinRequestsQueryOptions());
  const waiting = useRef<Set<number> | null>(null);

  useEffect(() => {
    if (!data) return;
    const now = new Set(data.filter((r) => r.status === 'pending').map((r) => r.id));
    if (waiting.current && [...waiting.current].some((id) => !now.has(id))) void queryClient.invalidateQueries({ queryKey: ['session'] });
    waiting.current = now;
  }, [data, queryClient]);

  if (!data?.length) return null;
  return (
    <section aria-labelledby="my-join-requests">
      <h2 id="my-join-requests" className="mb-3 text-lg font-semibold text-slate-800">
        Yêu cầu tham gia trường học
      </h2>
      <ul className="space-y-2">
        {data.map((r) => (
          <li key={r.id} className="rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium text-slate-800">{r.school.name}</span>
              <JoinRequestStatusBadge status={r.status} />
            </div>
            <p className="mt-1 text-slate-600">
              {positionLabel(r.roleType)} · gửi ngày {formatDate(r.createdAt)}
              {r.status === 'pending' && ' · nhà trường sẽ duyệt yêu cầu của bạn'}
            </p>
            {r.status === 'rejected' && r.reason && <p className="mt-1 text-slate-700">Lý do: {r.reason}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
