// The school's exams by category (spec §2 …/library/exam/category): every exam category, the system's and the
// school's own, as a tree of links to the exams filed under it.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { backLinkClass, touchTarget } from '@/components/ui/button.tsx';
import { categoryOptionsQueryOptions } from '@/components/library/api/get-selections.ts';
import { TEXT } from '@/shared/ui-text.ts';

export function ExamCategoriesPage({ schoolId }: { schoolId: number }) {
  const categories = useQuery(categoryOptionsQueryOptions('exam', schoolId));
  const base = `/${schoolId}/library/exam`;
  const all = categories.data ?? [];
  const tops = all.filter((c) => c.parentId === null);
  return (
    <div className="space-y-4">
      <Link to={base} className={backLinkClass}>
        ← Đề thi của trường
      </Link>
      <h1 className="text-2xl font-semibold text-slate-900">Đề thi theo danh mục</h1>
      {categories.isPending ? (
        <p className="text-slate-500">
          <Spinner /> {TEXT.loading}
        </p>
      ) : categories.isError ? (
        <ErrorAlert onRetry={() => void categories.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : tops.length === 0 ? (
        <EmptyState title="Chưa có danh mục đề thi nào" description="Danh mục do quản trị hệ thống hoặc người quản lý thư viện của trường tạo." />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tops.map((top) => (
            <li key={top.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <Link
                to="/$schoolId/library/exam/category/$categoryId"
                params={{ schoolId: String(schoolId), categoryId: String(top.id) }}
                className={`font-semibold text-brand-700 hover:underline ${touchTarget}`}
              >
                {top.name}
              </Link>
              {top.schoolId !== null && <span className="ml-2 text-xs text-slate-500">(của trường)</span>}
              <ul className="mt-2 space-y-1">
                {all
                  .filter((c) => c.parentId === top.id)
                  .map((child) => (
                    <li key={child.id}>
                      <Link
                        to="/$schoolId/library/exam/category/$categoryId"
                        params={{ schoolId: String(schoolId), categoryId: String(child.id) }}
                        className={`text-sm text-brand-700 hover:underline ${touchTarget}`}
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
