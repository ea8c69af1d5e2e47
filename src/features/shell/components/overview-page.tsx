// The overview '/' (spec §2): a greeting and the user's schools as cards (initials, expired marked); a card opens
// that school.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { schoolInitials } from '../school-initials.ts';
import { MyJoinRequests } from './my-join-requests.tsx';
import { useChooseSchool } from '../use-choose-school.ts';
import { useLayoutSlots } from '../layout-slots.tsx';

export function OverviewPage() {
  const { JoinSchoolDialog } = useLayoutSlots();
  // useQuery, not suspense: the route guard has loaded the session already; this subscribes to its updates.
  const { data: session } = useQuery(sessionQueryOptions(null));
  const chooseSchool = useChooseSchool();
  const [busy, setBusy] = useState<number | null>(null);
  const [joinOpen, setJoinOpen] = useState(false);
  if (!session) return null;
  const { user, userSchools } = session;

  const open = async (id: number) => {
    setBusy(id);
    await chooseSchool(id);
    setBusy(null);
  };

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Xin chào, {`${user.last_name} ${user.first_name}`.trim()}!</h1>
        <p className="mt-1 text-slate-600">Chọn một trường học để bắt đầu làm việc.</p>
      </div>
      <section aria-labelledby="my-schools">
        <div className="mb-3 flex items-center justify-between">
          <h2 id="my-schools" className="text-lg font-semibold text-slate-800">
            Trường học của tôi
          </h2>
          <Button variant="secondary" size="sm" onClick={() => setJoinOpen(true)}>
            Tham gia trường học
          </Button>
        </div>
        {userSchools.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white">
            <EmptyState
              title="Bạn chưa là thành viên của trường học nào"
              description="Gửi yêu cầu tham gia bằng mã trường do nhà trường cung cấp."
              action={<Button onClick={() => setJoinOpen(true)}>Tham gia trường học</Button>}
            />
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {userSchools.map(({ school }) => (
              <li key={school.id}>
                <button
                  type="button"
                  onClick={() => void open(school.id)}
                  disabled={busy !== null}
                  aria-busy={busy === school.id || undefined}
                  className="flex w-full items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 text-left shadow-sm transition hover:border-brand-500 hover:shadow disabled:opacity-70"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-base font-semibold text-brand-700"
                  >
                    {schoolInitials(school.name)}
                  </span>
                  <span className="flex flex-col items-start gap-1">
                    <span className="font-medium text-slate-800">{school.name}</span>
                    {school.expired && <Badge tone="danger">{TEXT.schoolExpiredBadge}</Badge>}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <MyJoinRequests />
      <JoinSchoolDialog open={joinOpen} onClose={() => setJoinOpen(false)} />
    </div>
  );
}
