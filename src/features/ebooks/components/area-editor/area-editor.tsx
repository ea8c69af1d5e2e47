// The e-book area editor (a system administrator's, opened from the e-book list of /system/free-resources): a book's
// pages one at a time, its areas drawn, moved and resized on them, each given a label and what it opens, and all of
// them saved at once (PUT books/:id/areas; the server copies what each one opens and changes the book's version, so
// downloaded copies show as out of date). Nothing drawn is lost to a refused or failed save, and leaving with unsaved
// changes asks first. Load it lazily: it brings react-pdf and pdf.js with it.
import { useQuery } from '@tanstack/react-query';
import { useBlocker } from '@tanstack/react-router';
import { useEffect, useId, useMemo, useRef, useState, type RefObject } from 'react';
import { Document } from 'react-pdf';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { apiErrorText } from '@/lib/errors.ts';
import { newIdempotencyKey as newAreaId } from '@/offline/outbox-item.ts';
import { MAX_BOOK_AREAS, type AreaTarget, type Book, type BookArea } from '@/shared/book.ts';
import type { Rect } from '@/shared/lecture.ts';
import { bookAreasQueryOptions } from '../../api/get-book.ts';
import { AreaTargetDialog } from '../area-target-dialog.tsx';
import { PDF_OPTIONS } from '../reader/pdf-setup.ts';
import { READER_TEXT } from '../reader/reader-text.ts';
import { AreaForm, PageAreaList } from './area-panel.tsx';
import type { DraftArea } from './drafts.ts';
import { EditorFrame, EditorHeader } from './editor-shell.tsx';
import { EditorStage } from './editor-stage.tsx';
import { EditorToolbar } from './editor-toolbar.tsx';
import { centeredRect } from './geometry.ts';
import { TargetPicker } from './target-picker.tsx';
import { useAreaHistory } from './use-area-history.ts';
import { useAreaSave } from './use-area-save.ts';

export interface AreaEditorProps {
  /** A ready book (its pages are counted). */
  book: Book;
  onClose: () => void;
}

export function AreaEditor({ book, onClose }: AreaEditorProps) {
  // Read afresh at every opening: another administrator may have saved since this list was loaded.
  const areas = useQuery({ ...bookAreasQueryOptions('signed-in', book.id), refetchOnMount: 'always' });
  // Escape asks the workspace once it is there (it may have something unsaved).
  const requestClose = useRef(onClose);
  return (
    <EditorFrame onRequestClose={() => requestClose.current()}>
      {areas.isSuccess && areas.isFetchedAfterMount ? (
        <Workspace book={book} initial={areas.data} onClose={onClose} closeRef={requestClose} />
      ) : (
        <>
          <EditorHeader bookTitle={book.title} onRequestClose={onClose} />
          {areas.isError ? (
            <div className="mx-auto max-w-lg p-6">
              <ErrorAlert onRetry={() => void areas.refetch()}>{apiErrorText(areas.error)}</ErrorAlert>
            </div>
          ) : (
            <PageSpinner label="Đang tải vùng tương tác…" />
          )}
        </>
      )}
    </EditorFrame>
  );
}

interface WorkspaceProps {
  book: Book;
  initial: BookArea[];
  onClose: () => void;
  closeRef: RefObject<() => void>;
}

function Workspace({ book, initial, onClose, closeRef }: WorkspaceProps) {
  const { areas, canUndo, change, undo, replace } = useAreaHistory(initial);
  const [page, setPage] = useState(1);
  const [total, setTotal] = useState(Math.max(book.pageCount, 1));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [preview, setPreview] = useState<BookArea | null>(null);
  const [asking, setAsking] = useState(false);
  const [docAttempt, setDocAttempt] = useState(0);
  const [docFailed, setDocFailed] = useState<number | null>(null);
  const [focusArea, setFocusArea] = useState<string | null>(null);
  const labelRef = useRef<HTMLInputElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  const show = (area: DraftArea, field: 'label' | 'area') => {
    setPage(area.page);
    setSelectedId(area.id);
    if (field === 'label') setTimeout(() => labelRef.current?.focus());
    else setFocusArea(area.id);
  };
  const save = useAreaSave({ bookId: book.id, initial, areas, replace, show });
  const { problems } = save;
  const blocker = useBlocker({ shouldBlockFn: () => true, enableBeforeUnload: true, disabled: !save.dirty, withResolver: true });

  const pageAreas = useMemo(() => areas.filter((a) => a.page === page), [areas, page]);
  const selected = areas.find((a) => a.id === selectedId) ?? null;

  // A frame added with the keyboard takes the focus, so the arrow keys move it at once.
  useEffect(() => {
    if (!focusArea) return;
    document.querySelector<HTMLElement>(`[data-area-id="${focusArea}"]`)?.focus();
    setFocusArea(null);
  }, [focusArea, areas]);

  useEffect(() => {
    const key = (e: KeyboardEvent) => {
      const inField = (e.target as HTMLElement | null)?.closest('input, textarea, select, [contenteditable="true"]');
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 'z' || e.shiftKey || inField || picking || preview) return;
      e.preventDefault();
      undo();
    };
    window.addEventListener('keydown', key);
    return () => window.removeEventListener('keydown', key);
  }, [undo, picking, preview]);

  const edit = (op: (list: DraftArea[]) => DraftArea[], mergeKey: string | null, ids: string[]) => {
    change(op, mergeKey);
    save.changed(ids);
  };
  const update = (id: string, patch: Partial<DraftArea>, mergeKey: string | null = null) =>
    edit((list) => list.map((a) => (a.id === id ? { ...a, ...patch } : a)), mergeKey, [id]);
  const add = (rect: Rect): string | null => {
    // The server refuses more; said now rather than after the administrator has drawn and named them all.
    if (areas.length >= MAX_BOOK_AREAS) {
      save.setError(`Một sách có tối đa ${MAX_BOOK_AREAS.toLocaleString('vi-VN')} vùng tương tác.`);
      return null;
    }
    const area: DraftArea = { id: newAreaId(), page, rect, label: '', target: null };
    edit((list) => [...list, area], null, []);
    setSelectedId(area.id);
    return area.id;
  };
  const remove = (id: string) => {
    edit((list) => list.filter((a) => a.id !== id), null, [id]);
    setSelectedId(null);
    addButton.current?.focus();
  };
  const goTo = (n: number) => {
    setPage(Math.min(Math.max(n, 1), total));
    setSelectedId(null);
  };

  const requestClose = () => (save.dirty ? setAsking(true) : onClose());
  useEffect(() => {
    closeRef.current = requestClose;
  });

  return (
    <>
      <EditorHeader
        bookTitle={book.title}
        onRequestClose={requestClose}
        toolbar={
          <EditorToolbar
            page={page}
            total={total}
            onPageChange={goTo}
            addRef={addButton}
            onAdd={() => setFocusArea(add(centeredRect(pageAreas.length)))}
            canUndo={canUndo}
            onUndo={undo}
            status={save.status}
            saving={save.saving}
            canSave={save.dirty}
            onSave={save.submit}
          />
        }
      />
      <div className="grid min-h-0 flex-1 grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_22rem]">
        {docFailed === docAttempt ? (
          <div className="flex items-center justify-center p-6">
            <ErrorAlert onRetry={() => setDocAttempt((a) => a + 1)} className="max-w-lg">
              {READER_TEXT.openFailed}
            </ErrorAlert>
          </div>
        ) : (
          <Document
            key={docAttempt}
            file={book.fileUrl}
            options={PDF_OPTIONS}
            // Suspending would hide the dialog's panel, and Headless UI closes a dialog whose panel disappears.
            suspense={false}
            loading={<PageSpinner label={READER_TEXT.opening} />}
            error={null}
            onLoadSuccess={(pdf) => setTotal(pdf.numPages)}
            onLoadError={() => setDocFailed(docAttempt)}
            onPassword={() => setDocFailed(docAttempt)}
            className="flex min-h-0 min-w-0 [&>.react-pdf\_\_message]:m-auto"
          >
            <EditorStage
              page={Math.min(page, total)}
              total={total}
              areas={pageAreas}
              selectedId={selectedId}
              problems={problems}
              hintId={hintId}
              onSelect={setSelectedId}
              onDraw={add}
              onRect={(id, rect, mergeKey) => update(id, { rect }, mergeKey)}
              onDelete={remove}
            />
          </Document>
        )}
        <aside aria-label="Chi tiết vùng tương tác" className="space-y-5 overflow-y-auto border-l border-slate-200 bg-white p-4">
          {save.error && <ErrorAlert size="sm">{save.error}</ErrorAlert>}
          {selected ? (
            <AreaForm
              ref={labelRef}
              area={selected}
              number={pageAreas.indexOf(selected) + 1}
              problems={problems[selected.id]}
              onLabel={(label) => update(selected.id, { label }, `label:${selected.id}`)}
              onLabelBlur={() => save.touch(selected.id)}
              onPickTarget={() => setPicking(true)}
              onPreview={() => selected.target && setPreview({ ...selected, target: selected.target })}
              onDelete={() => remove(selected.id)}
            />
          ) : (
            pageAreas.length > 0 && <p className="text-sm text-slate-600">Chọn một vùng trên trang hoặc trong danh sách để đặt tên và chọn nội dung cho nó.</p>
          )}
          <p id={hintId} className="text-xs text-slate-600">
            Với bàn phím: mũi tên di chuyển vùng đang chọn 1 %, Shift + mũi tên đổi kích thước, Delete xoá vùng, Ctrl + Z hoàn tác.
          </p>
          <PageAreaList
            page={page}
            areas={pageAreas}
            selectedId={selectedId}
            problems={problems}
            bookTotal={areas.length}
            onSelect={(id) => {
              setSelectedId(id);
              setFocusArea(id);
            }}
          />
        </aside>
      </div>
      <TargetPicker
        open={picking}
        current={selected?.target ?? null}
        onClose={() => setPicking(false)}
        onPick={(target: AreaTarget) => {
          if (selected) update(selected.id, { target });
          setPicking(false);
        }}
      />
      <AreaTargetDialog area={preview} onClose={() => setPreview(null)} />
      <ConfirmDialog
        open={asking || blocker.status === 'blocked'}
        title="Bỏ thay đổi chưa lưu?"
        message="Các vùng tương tác vừa vẽ hoặc sửa chưa được lưu. Nếu rời đi bây giờ, các thay đổi này sẽ mất."
        confirmLabel="Bỏ thay đổi"
        cancelLabel="Ở lại"
        danger
        onClose={() => {
          setAsking(false);
          blocker.reset?.();
        }}
        onConfirm={() => {
          setAsking(false);
          if (blocker.status === 'blocked') blocker.proceed();
          else onClose();
        }}
      />
    </>
  );
}
