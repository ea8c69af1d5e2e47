// The English lessons of a library level (spec §2 …/elsa): the framework's list with each lesson's series, grade,
// unit, kind and item count; a name opens the lesson's content (english-editor-dialog.tsx) to edit where permitted,
// to read otherwise. Personal lessons are sent to the school from the sharing menu; reviewers approve, reject with a
// reason or send back to pending with the list's checkboxes.
import { useState } from 'react';
import { LibraryListPage, WIDE } from '@/components/library/library-list-page.tsx';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { libraryPermissions, shareAllowance } from '@/components/library/library-permissions.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { touchTarget } from '@/components/ui/button.tsx';
import { lazyOnOpen } from '@/components/ui/lazy-on-open.tsx';
import { FilterSelect } from '@/components/ui/filter-select.tsx';
import { VOCABULARY_KINDS, VOCABULARY_KIND_LABELS, type EnglishLesson, type VocabularyKind } from '@/shared/english-content.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import type { EnglishFilters } from '../english-search.ts';
import { EnglishBatchDelete } from './english-batch-delete.tsx';

const EnglishEditorDialog = lazyOnOpen(() => import('./english-editor-dialog.tsx').then((m) => m.EnglishEditorDialog));

const TITLES: Record<LibraryRef['level'], string> = {
  system: 'Nội dung tiếng Anh hệ thống',
  school: 'Nội dung tiếng Anh của trường',
  personal: 'Nội dung tiếng Anh của tôi',
};

export interface EnglishPageProps {
  library: LibraryRef;
  filters: EnglishFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<EnglishFilters>) => void;
  grants: Grants;
  userId: number;
}

export function EnglishPage({ library, filters, onFiltersChange, grants, userId }: EnglishPageProps) {
  const [open, setOpen] = useState<EnglishLesson | null>(null);
  const permissions = libraryPermissions(grants, 'english', library.level);
  const schoolId = library.level === 'system' ? null : library.schoolId;
  // The author of a school lesson not yet approved may still change it, as the list's own "edit" allows.
  const canEdit = (item: EnglishLesson) => permissions.update || (library.level === 'school' && item.owner?.id === userId && item.status !== 'approved');
  return (
    <>
      <LibraryListPage<EnglishLesson>
        kind="english"
        library={library}
        filters={filters}
        onFiltersChange={onFiltersChange}
        title={TITLES[library.level]}
        noun="bài tiếng Anh"
        searchLabel="Tìm theo tên bài"
        emptyText={
          library.level === 'personal' ? 'Bạn chưa có bài tiếng Anh nào. Hãy thêm bài rồi nhập từ vựng, mẫu câu hoặc đoạn văn.' : 'Chưa có bài tiếng Anh nào'
        }
        permissions={permissions}
        userId={userId}
        onCreated={(item) => setOpen(item)}
        // The kind is this type's own filter (the server reads it beside the library's); the list keeps it in the URL.
        intro={
          <div className="w-56">
            <FilterSelect
              label="Loại nội dung"
              value={filters.kind ?? ''}
              options={VOCABULARY_KINDS.map((k) => ({ value: k, label: VOCABULARY_KIND_LABELS[k] }))}
              onChange={(v) => onFiltersChange({ kind: (v || undefined) as VocabularyKind | undefined, page: undefined })}
            />
          </div>
        }
        nameCell={(item) => (
          <button type="button" onClick={() => setOpen(item)} className={`text-left font-medium text-brand-700 hover:underline ${touchTarget}`}>
            {item.name}
          </button>
        )}
        extraColumns={[
          { key: 'series', header: 'Bộ sách', className: WIDE, cell: (item) => item.textbookSeries?.name ?? '—' },
          { key: 'unit', header: 'Unit', cell: (item) => item.unit || '—' },
          { key: 'kind', header: 'Loại', cell: (item) => VOCABULARY_KIND_LABELS[item.kind] },
          { key: 'count', header: 'Số mục', className: 'text-right', cell: (item) => item.itemCount.toLocaleString('vi-VN') },
        ]}
        batchActions={
          library.level === 'school' && permissions.delete
            ? (ids, done) => <EnglishBatchDelete schoolId={library.schoolId} ids={ids} onDone={done} />
            : undefined
        }
        rowActions={(item) =>
          schoolId === null ? null : (
            <LibraryShareMenu kind="english" schoolId={schoolId} item={item} allowed={shareAllowance(grants, 'english', library.level)} />
          )
        }
      />
      <EnglishEditorDialog open={open !== null} onClose={() => setOpen(null)} library={library} lesson={open} canEdit={open !== null && canEdit(open)} />
    </>
  );
}
