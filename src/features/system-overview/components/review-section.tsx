// Content waiting for review in the school libraries, by kind, and the schools with the most of it: each number opens
// that school's library list showing only what waits (status=pending). System and personal items never wait.
import { Link } from '@tanstack/react-router';
import { BarList } from '@/components/charts/bar-list.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { formatNumber } from '@/lib/format.ts';
import { REVIEW_KINDS, type PendingReview, type ReviewKind } from '@/shared/system-overview.ts';
import { EmptyBox, OverviewSection } from './overview-section.tsx';

const KINDS: Record<
  ReviewKind,
  {
    label: string;
    to:
      | '/$schoolId/library/lecture'
      | '/$schoolId/library/media'
      | '/$schoolId/library/question'
      | '/$schoolId/library/exam'
      | '/$schoolId/library/plan'
      | '/$schoolId/library/elsa';
  }
> = {
  lecture: { label: 'Bài giảng', to: '/$schoolId/library/lecture' },
  media: { label: 'Học liệu', to: '/$schoolId/library/media' },
  question: { label: 'Bộ câu hỏi', to: '/$schoolId/library/question' },
  exam: { label: 'Đề thi', to: '/$schoolId/library/exam' },
  schedule: { label: 'Giáo án', to: '/$schoolId/library/plan' },
  english: { label: 'Tiếng Anh', to: '/$schoolId/library/elsa' },
};

export function ReviewSection({ data }: { data: PendingReview }) {
  const kinds = REVIEW_KINDS.filter((k) => data.totals[k] !== undefined);
  const total = kinds.reduce((sum, k) => sum + (data.totals[k] ?? 0), 0);
  return (
    <OverviewSection title="Nội dung chờ duyệt" description="Nội dung giáo viên gửi lên thư viện trường, đang chờ duyệt.">
      {total === 0 ? (
        <EmptyBox>
          <EmptyState title="Không có nội dung nào đang chờ duyệt" description="Nội dung gửi lên thư viện các trường sẽ hiện ở đây cho đến khi được duyệt." />
        </EmptyBox>
      ) : (
        <div className="grid items-start gap-3 lg:grid-cols-2">
          <BarList
            title="Nội dung chờ duyệt theo loại"
            itemHeader="Loại nội dung"
            valueHeader="Chờ duyệt"
            color="amber"
            items={kinds.map((k) => ({ key: k, label: KINDS[k].label, value: data.totals[k] ?? 0 }))}
          />
          <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
            <table className="min-w-full divide-y divide-slate-200 text-sm">
              <caption className="px-4 pt-4 pb-2 text-left font-semibold text-slate-900">Trường có nhiều nội dung chờ duyệt nhất</caption>
              <thead className="bg-slate-50">
                <tr>
                  <th scope="col" className="px-3 py-2 text-left font-semibold text-slate-600">
                    Trường
                  </th>
                  {kinds.map((k) => (
                    <th key={k} scope="col" className="px-3 py-2 text-right font-semibold text-slate-600">
                      {KINDS[k].label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.schools.map(({ school, counts }) => (
                  <tr key={school.id}>
                    <th scope="row" className="px-3 py-2 text-left font-normal text-slate-800">
                      {school.name}
                    </th>
                    {kinds.map((k) => (
                      <td key={k} className="px-1 py-0.5 text-right tabular-nums">
                        {counts[k] ? (
                          <Link
                            to={KINDS[k].to}
                            params={{ schoolId: String(school.id) }}
                            search={{ status: 'pending' }}
                            aria-label={`${KINDS[k].label} chờ duyệt của ${school.name}: ${formatNumber(counts[k])}`}
                            className="inline-block min-w-11 rounded px-2 py-2.5 font-medium text-brand-700 hover:bg-brand-50 hover:underline"
                          >
                            {formatNumber(counts[k])}
                          </Link>
                        ) : (
                          <span className="inline-block px-2 py-2.5 text-slate-500">0</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </OverviewSection>
  );
}
