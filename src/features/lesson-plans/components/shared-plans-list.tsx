// The personal plans colleagues let the signed-in teacher read (spec §2 plan/details-share), under the school's plans.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { touchTarget } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { Table } from '@/components/ui/table.tsx';
import { formatDate } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { sharedPlansQueryOptions } from '../api/shared-plans.ts';
import { PlanDownloadButton } from './plan-download-button.tsx';

export function SharedPlansList({ schoolId, planHref }: { schoolId: number; planHref: (id: number) => string }) {
  const [page, setPage] = useState(1);
  const list = useQuery(sharedPlansQueryOptions(schoolId, { page, perPage: 10 }));
  return (
    <section aria-labelledby="shared-plans" className="space-y-3">
      <h2 id="shared-plans" className="text-lg font-semibold text-slate-900">
        Đồng nghiệp chia sẻ với tôi
      </h2>
      {list.isError && !list.data ? (
        <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : (
        <>
          <Table
            caption="Giáo án đồng nghiệp chia sẻ với tôi"
            rows={list.data?.data ?? []}
            rowKey={(plan) => plan.id}
            loading={list.isPending}
            empty="Chưa có giáo án nào được chia sẻ với bạn"
            columns={[
              {
                key: 'name',
                header: 'Tên',
                cell: (plan) => (
                  <Link to={planHref(plan.id)} className={`font-medium text-brand-700 hover:underline ${touchTarget}`}>
                    {plan.name}
                  </Link>
                ),
              },
              { key: 'lesson', header: 'Bài dạy', cell: (plan) => plan.lessonName },
              { key: 'owner', header: 'Người soạn', cell: (plan) => plan.owner?.fullName ?? '—' },
              { key: 'updated', header: 'Cập nhật', cell: (plan) => formatDate(plan.updatedAt) },
              {
                key: 'actions',
                header: <span className="sr-only">Thao tác</span>,
                cell: (plan) => <PlanDownloadButton source={{ level: 'shared', schoolId }} plan={plan} inRow />,
              },
            ]}
          />
          {list.data && <Pagination page={page} perPage={list.data.pagination.perPage} total={list.data.pagination.total} onChange={setPage} />}
        </>
      )}
    </section>
  );
}
