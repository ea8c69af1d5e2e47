// The system library's landing page (spec §2 /library): each library the administrator may manage, how many items it
// holds, the way to its list and to its categories. Libraries not built yet are not offered.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { libraryPageQueryOptions } from '@/components/library/api/get-library-page.ts';
import { LIBRARY_KINDS, type LibraryKind } from '@/shared/library.ts';
import { hasGroup, type Grants } from '@/shared/permissions.ts';
import { LIBRARY_CARDS } from '../library-cards.ts';

function Count({ kind, noun }: { kind: LibraryKind; noun: string }) {
  const page = useQuery(libraryPageQueryOptions(kind, { level: 'system' }, { perPage: 1 }));
  if (page.isPending) return <Spinner />;
  if (page.isError) return <span className="text-sm text-slate-500">Chưa tải được số lượng</span>;
  return (
    <span className="text-sm text-slate-600">
      {page.data.pagination.total} {noun}
    </span>
  );
}

export function LibraryHomePage({ grants }: { grants: Grants }) {
  const cards = LIBRARY_CARDS.filter((c) => hasGroup(grants, LIBRARY_KINDS[c.kind].groupKeys.system));
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-semibold text-slate-900">Thư viện hệ thống</h1>
      <p className="text-slate-600">Nội dung dùng chung cho mọi trường. Giáo viên sao chép về thư viện của mình để dùng và chỉnh sửa.</p>
      {
        <ul className="grid gap-4 md:grid-cols-2">
          {cards.map((c) => (
            <li key={c.kind} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5">
              <div className="flex items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900">{c.title}</h2>
                <Count kind={c.kind} noun={c.noun} />
              </div>
              <p className="flex-1 text-sm text-slate-600">{c.description}</p>
              <div className="flex flex-wrap gap-2">
                <Link to={c.list} className={buttonClass('primary', 'sm')}>
                  Mở thư viện {c.title.toLowerCase()}
                </Link>
                {hasGroup(grants, 'category') && (
                  <Link to={c.categories} className={buttonClass('secondary', 'sm')}>
                    Danh mục
                  </Link>
                )}
              </div>
            </li>
          ))}
        </ul>
      }
    </div>
  );
}
