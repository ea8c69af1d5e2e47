// Page links under a list: previous/next plus a window of page numbers around the current one.
export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  onChange: (page: number) => void;
}

/** The page numbers to show, with 0 standing for a gap ("…"). */
export function pageWindow(page: number, pages: number, radius = 1): number[] {
  const out: number[] = [];
  for (let p = 1; p <= pages; p++) {
    if (p === 1 || p === pages || Math.abs(p - page) <= radius) out.push(p);
    else if (out[out.length - 1] !== 0) out.push(0);
  }
  return out;
}

export function Pagination({ page, perPage, total, onChange }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / Math.max(1, perPage)));
  if (total <= perPage) return null;
  const btn = 'inline-flex h-8 min-w-8 items-center justify-center rounded-md px-2 text-sm pointer-coarse:h-11 pointer-coarse:min-w-11';
  return (
    <nav aria-label="Phân trang" className="flex items-center justify-between gap-4 py-3 text-sm text-slate-600">
      <span>Tổng số: {total.toLocaleString('vi-VN')}</span>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={`${btn} hover:bg-slate-100 disabled:opacity-40`}
          disabled={page <= 1}
          onClick={() => onChange(page - 1)}
          aria-label="Trang trước"
        >
          ‹
        </button>
        {pageWindow(page, pages).map((p, i) =>
          p === 0 ? (
            <span key={`gap-${i}`} className={btn}>
              …
            </span>
          ) : (
            <button
              key={p}
              type="button"
              aria-current={p === page ? 'page' : undefined}
              className={`${btn} ${p === page ? 'bg-brand-700 text-white' : 'hover:bg-slate-100'}`}
              onClick={() => onChange(p)}
            >
              {p}
            </button>
          ),
        )}
        <button
          type="button"
          className={`${btn} hover:bg-slate-100 disabled:opacity-40`}
          disabled={page >= pages}
          onClick={() => onChange(page + 1)}
          aria-label="Trang sau"
        >
          ›
        </button>
      </div>
    </nav>
  );
}
