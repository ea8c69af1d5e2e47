// The overview '/' of a system administrator (spec §6: the system menu's first item): the schools by contract, the
// accounts, content waiting for review, quotas in use and the last weeks' activity, each part shown only when the
// server sent it (the caller may open the list it leads to). Loaded lazily: its charts stay out of the shell.
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { sessionQueryOptions } from '@/lib/queries/session.ts';
import { hasGroup, type Grants } from '@/shared/permissions.ts';
import { systemOverviewQueryOptions } from '../api/get-system-overview.ts';
import { ActivitySection } from './activity-section.tsx';
import { EmptyBox } from './overview-section.tsx';
import { ReviewSection } from './review-section.tsx';
import { SchoolsSection } from './schools-section.tsx';
import { UsageSection } from './usage-section.tsx';
import { UsersSection } from './users-section.tsx';

/** `grants`: the caller's system grants, for the links the figures do not decide (the usage limits screen). */
export function SystemOverviewPage({ grants }: { grants: Grants }) {
  const { data: session } = useQuery(sessionQueryOptions(null));
  const overview = useQuery(systemOverviewQueryOptions());
  const data = overview.data;
  const name = session ? `${session.user.last_name} ${session.user.first_name}`.trim() : '';
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Tổng quan hệ thống</h1>
        {name && <p className="mt-1 text-slate-600">Xin chào, {name}!</p>}
      </div>
      {data ? (
        <div aria-busy={overview.isFetching || undefined} className="space-y-8">
          {data.schools && <SchoolsSection data={data.schools} />}
          {data.users && <UsersSection data={data.users} />}
          {data.review && <ReviewSection data={data.review} />}
          {data.usage && <UsageSection data={data.usage} limitsLink={hasGroup(grants, 'resource_limit')} />}
          {data.activity && <ActivitySection weeks={data.activity} />}
          {!data.schools && !data.users && !data.review && !data.usage && !data.activity && (
            <EmptyBox>
              <EmptyState title="Vai trò của bạn chưa có số liệu tổng quan nào" description="Chọn một mục trong menu bên trái để bắt đầu làm việc." />
            </EmptyBox>
          )}
        </div>
      ) : overview.isError ? (
        <ErrorAlert onRetry={() => void overview.refetch()}>{apiErrorText(overview.error)}</ErrorAlert>
      ) : (
        <Spinner label="Đang tải số liệu tổng quan" />
      )}
    </div>
  );
}
