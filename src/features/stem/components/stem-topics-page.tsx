// /{schoolId}/library/stem: the school's STEM topics as cards — found by name (ignoring diacritics), subject and grade
// — each opening the topic laid out for the class. Teachers write topics in a dialog, give them to their groups, and
// change or delete those they may; a student sees the topics given to her groups, to read.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Pagination } from '@/components/ui/pagination.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { CatalogueFilterBar } from '@/components/library/catalogue-filter-bar.tsx';
import { isFiltered } from '@/components/library/library-search.ts';
import { handleApiError } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import type { Grants } from '@/shared/permissions.ts';
import { STEM_MSG, type StemTopic, type StemTopicSummary } from '@/shared/stem.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { stemTopicsQueryOptions } from '../api/get-stem-topics.ts';
import { stemTopicQueryOptions } from '../api/get-stem-topic.ts';
import { useSaveStemTopic } from '../api/save-stem-topic.ts';
import { useDeleteStemTopic } from '../api/delete-stem-topic.ts';
import { GiveTopicDialog } from './give-topic-dialog.tsx';
import { StemTopicDialog } from './stem-topic-dialog.tsx';

const PER_PAGE = 12;

export interface StemTopicsPageProps {
  schoolId: number;
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  grants: Grants;
  /** Students read the topics given to them; they give nothing. */
  isStudent: boolean;
}

function facts(t: StemTopicSummary): string {
  return [t.subject?.name, t.grade?.name, t.author ? `Tác giả: ${t.author.fullName}` : null].filter(Boolean).join(' · ');
}

export function StemTopicsPage({ schoolId, filters, onFiltersChange, grants, isStudent }: StemTopicsPageProps) {
  const qc = useQueryClient();
  const list = useQuery(stemTopicsQueryOptions(schoolId, { ...filters, perPage: PER_PAGE }));
  const save = useSaveStemTopic(schoolId);
  const remove = useDeleteStemTopic(schoolId);
  const [dialog, setDialog] = useState<{ open: boolean; editing: StemTopic | null }>({ open: false, editing: null });
  const [opening, setOpening] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<StemTopicSummary | null>(null);
  const [giving, setGiving] = useState<StemTopicSummary | null>(null);

  const edit = async (t: StemTopicSummary) => {
    setOpening(t.id);
    try {
      // The list holds a summary; the form needs the whole topic, fresh.
      const whole = await qc.fetchQuery({ ...stemTopicQueryOptions(schoolId, t.id), staleTime: 0 });
      setDialog({ open: true, editing: whole });
    } catch (e) {
      handleApiError(e);
    } finally {
      setOpening(null);
    }
  };
  const onDelete = () =>
    deleting &&
    remove.mutate(deleting.id, {
      onSuccess: () => {
        setDeleting(null);
        toast.success(STEM_MSG.deleted);
      },
      onError: (e) => handleApiError(e),
    });

  return (
    <div className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold text-slate-900">Chủ đề STEM</h1>
          <p className="text-sm text-slate-600">
            {isStudent
              ? 'Các chủ đề giáo viên đã giao cho nhóm của bạn.'
              : 'Câu hỏi định hướng, vật liệu, các bước, bài giảng, thí nghiệm và tiêu chí đánh giá.'}
          </p>
        </div>
        {list.data?.canCreate && <Button onClick={() => setDialog({ open: true, editing: null })}>Thêm chủ đề</Button>}
      </header>
      <CatalogueFilterBar filters={filters} onChange={onFiltersChange} fields={['subjectIds', 'gradeIds']} searchLabel="Tìm chủ đề" />
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <PageSpinner />
        )
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title={isFiltered(filters) ? 'Không có chủ đề nào phù hợp' : isStudent ? 'Chưa có chủ đề nào được giao cho bạn' : 'Chưa có chủ đề STEM nào'}
          description={isFiltered(filters) ? 'Hãy đổi từ khoá hoặc bỏ bớt bộ lọc.' : undefined}
        />
      ) : (
        <>
          <p className="text-sm text-slate-600" data-testid="stem-total">
            Tổng số: {list.data.pagination.total}
          </p>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
            {list.data.data.map((t) => (
              <li key={t.id} aria-label={t.title} className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4">
                <Link
                  to="/$schoolId/library/stem/$stemId"
                  params={{ schoolId: String(schoolId), stemId: String(t.id) }}
                  // A full-width target at least 44 px high: the title is what a student taps on a tablet.
                  className="flex min-h-11 items-center text-base font-semibold text-brand-800 hover:underline"
                >
                  {t.title}
                </Link>
                <p className="line-clamp-2 text-sm text-slate-700">{t.drivingQuestion}</p>
                <p className="text-xs text-slate-500">{facts(t)}</p>
                <p className="flex flex-wrap gap-2">
                  <Badge tone="info">{t.lectureCount} bài giảng</Badge>
                  <Badge tone="info">{t.experimentCount} thí nghiệm</Badge>
                  <span className="text-xs text-slate-500">Cập nhật {formatDate(t.updatedAt)}</span>
                </p>
                {!isStudent && (
                  <div className="mt-auto flex flex-wrap gap-1 border-t border-slate-100 pt-2">
                    <Button variant="ghost" size="sm" className="text-brand-700" aria-label={`Giao cho nhóm – ${t.title}`} onClick={() => setGiving(t)}>
                      Giao cho nhóm
                    </Button>
                    {t.canEdit && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="text-brand-700"
                        loading={opening === t.id}
                        aria-label={`Sửa ${t.title}`}
                        onClick={() => void edit(t)}
                      >
                        Sửa
                      </Button>
                    )}
                    {t.canDelete && (
                      <Button variant="ghost" size="sm" className="text-red-700" aria-label={`Xoá ${t.title}`} onClick={() => setDeleting(t)}>
                        Xoá
                      </Button>
                    )}
                  </div>
                )}
              </li>
            ))}
          </ul>
          <Pagination page={filters.page ?? 1} perPage={PER_PAGE} total={list.data.pagination.total} onChange={(page) => onFiltersChange({ page })} />
        </>
      )}
      <StemTopicDialog
        open={dialog.open}
        editing={dialog.editing}
        schoolId={schoolId}
        grants={grants}
        onClose={() => setDialog({ open: false, editing: null })}
        onSave={async (body) => {
          await save.mutateAsync({ id: dialog.editing?.id ?? null, body });
          toast.success(dialog.editing ? STEM_MSG.updated : STEM_MSG.created);
          setDialog({ open: false, editing: null });
        }}
      />
      <GiveTopicDialog schoolId={schoolId} topic={giving} onClose={() => setGiving(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={onDelete}
        loading={remove.isPending}
        danger
        title="Xoá chủ đề STEM"
        message={`Xoá chủ đề "${deleting?.title ?? ''}"? Các nhóm đã được giao sẽ không còn thấy chủ đề này.`}
        confirmLabel="Xoá"
      />
    </div>
  );
}
