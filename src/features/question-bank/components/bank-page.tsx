// One question bank (spec §2 …/question/{collectionId}): what it is and where it is filed, its review status in a
// school, and its questions in order — added, edited, moved (buttons, by touch or keyboard) and deleted by those who
// may change it. Active/inactive and the sharing actions sit in the header.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { LibraryItemDialog } from '@/components/library/library-item-dialog.tsx';
import { ReviewStatusBadge } from '@/components/library/review-status-badge.tsx';
import { ItemFacts } from '@/components/library/item-facts.tsx';
import { ItemHeader } from '@/components/library/item-header.tsx';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import { useSaveLibraryItem } from '@/components/library/api/save-library-item.ts';
import { librarySchool, type LibraryRef } from '@/components/library/library-ref.ts';
import { handleApiError } from '@/lib/errors.ts';
import { asciiFileName, downloadBlob } from '@/lib/download.ts';
import { toast } from '@/lib/toast.ts';
import { MSG } from '@/shared/messages.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { QuestionCollection } from '@/shared/question-bank.ts';
import { bankQuestionsQueryOptions } from '../api/get-bank-questions.ts';
import { useDeleteQuestion, useReorderQuestions } from '../api/change-bank-questions.ts';
import { useSetBankActive } from '../api/set-bank-active.ts';
import { QuestionBody } from '@/components/question-editor/question-body.tsx';
import { ImportDialog, type ImportKind } from './import-dialog.tsx';
import { useWordDownload } from '@/components/library/word-download-button.tsx';
import { ActionMenu } from '@/components/ui/action-menu.tsx';
import { SortableList } from '@/components/ui/sortable-list.tsx';

export interface BankPageProps {
  library: LibraryRef;
  bankId: number;
  /** Whether the caller may change this bank (permission, or authorship of a school bank not yet approved). */
  canEdit: (bank: QuestionCollection) => boolean;
  links: { back: string; backLabel: string; add: string; edit: (questionId: number) => string };
  /** The sharing menu for this bank, if any. */
  share?: (bank: QuestionCollection) => ReactNode;
  /** The bank's mini games (another feature's section), given whether the caller may change the bank. */
  games?: (editable: boolean) => ReactNode;
}

export function BankPage({ library, bankId, canEdit, links, share, games }: BankPageProps) {
  const { data: bank } = useSuspenseQuery(libraryItemQueryOptions<QuestionCollection>('question', library, bankId));
  const questions = useQuery(bankQuestionsQueryOptions(library, bankId));
  const save = useSaveLibraryItem<QuestionCollection>('question', library);
  const active = useSetBankActive(library, bankId);
  const remove = useDeleteQuestion(library, bankId);
  const reorder = useReorderQuestions(library, bankId);
  const [editingMeta, setEditingMeta] = useState(false);
  const [deleting, setDeleting] = useState<number | null>(null);
  const [importing, setImporting] = useState<ImportKind | null>(null);
  const [exporting, setExporting] = useState(false);
  // The bank in the import layout: it opens in Excel and imports back into any bank.
  const exportBank = async () => {
    setExporting(true);
    try {
      const { importTemplate } = await import('../import/question-xlsx.ts');
      const file = await importTemplate(list);
      downloadBlob(
        new Blob([file], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
        `${asciiFileName(bank.name) || 'Ngan-hang'}.xlsx`,
      );
    } catch (e) {
      handleApiError(e);
    } finally {
      setExporting(false);
    }
  };
  const word = useWordDownload(library, 'question', bank.id, bank.name);
  // Moodle XML: a school moves its bank to Moodle (and back, with "Nhập từ Moodle XML").
  const exportMoodle = async () => {
    const { moodleXml } = await import('../import/moodle-xml.ts');
    downloadBlob(new Blob([moodleXml(list, bank.name)], { type: 'application/xml' }), `${asciiFileName(bank.name) || 'Ngan-hang'}.xml`);
  };
  const editable = canEdit(bank);
  const list = questions.data ?? [];

  const move = (index: number, by: -1 | 1) => {
    const ids = list.map((q) => q.id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id!);
    reorder.mutate(ids, { onError: (e) => handleApiError(e) });
  };

  return (
    <div className="space-y-4">
      <ItemHeader
        back={{ href: links.back, label: links.backLabel }}
        name={bank.name}
        description={bank.description}
        actions={
          <>
            {share?.(bank)}
            {editable && (
              <>
                <Button size="sm" variant="secondary" onClick={() => setEditingMeta(true)}>
                  Sửa thông tin
                </Button>
                <Button
                  size="sm"
                  variant="secondary"
                  loading={active.isPending}
                  onClick={() =>
                    active.mutate(!bank.isActive, {
                      onSuccess: () => toast.success(MSG.updated),
                      onError: (e) => handleApiError(e),
                    })
                  }
                >
                  {bank.isActive ? 'Ngừng sử dụng' : 'Sử dụng lại'}
                </Button>
              </>
            )}
          </>
        }
      >
        <ItemFacts
          facts={[
            ['Danh mục', bank.category?.name],
            ['Môn', bank.subject?.name],
            ['Khối', bank.grade?.name],
            ['Bộ sách', bank.textbookSeries?.name],
            ['Nhà cung cấp', bank.supplier?.name],
            ['Chủ đề', bank.topic?.name],
            ['Người tạo', library.level === 'personal' ? undefined : bank.owner?.fullName],
          ]}
        />
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={bank.isActive ? 'success' : 'neutral'}>{bank.isActive ? 'Đang sử dụng' : 'Ngừng sử dụng'}</Badge>
          {library.level === 'school' && <ReviewStatusBadge status={bank.status} reason={bank.reviewReason} />}
          <span className="text-sm text-slate-600">{bank.questionCount} câu hỏi</span>
        </div>
      </ItemHeader>

      <section aria-labelledby="bank-questions" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="bank-questions" className="text-lg font-semibold text-slate-900">
            Câu hỏi
          </h2>
          <div className="flex flex-wrap gap-2">
            {list.length > 0 && (
              <ActionMenu
                label="Xuất"
                busy={exporting || word.busy}
                actions={[
                  { label: 'Xuất Excel', onSelect: () => void exportBank() },
                  { label: 'Xuất Word', onSelect: () => void word.download() },
                  { label: 'Xuất Moodle XML', onSelect: () => void exportMoodle() },
                ]}
              />
            )}
            {editable && (
              <ActionMenu
                label="Nhập câu hỏi"
                actions={[
                  { label: 'Nhập từ Excel', onSelect: () => setImporting('xlsx') },
                  { label: 'Nhập từ Word', onSelect: () => setImporting('docx') },
                  { label: 'Nhập từ Moodle XML', onSelect: () => setImporting('moodle') },
                ]}
              />
            )}
            {editable && (
              <Link to={links.add} className={buttonClass('primary', 'sm')}>
                Thêm câu hỏi
              </Link>
            )}
          </div>
        </div>
        {questions.isPending ? (
          <p className="text-slate-500">
            <Spinner /> {TEXT.loading}
          </p>
        ) : questions.isError ? (
          <ErrorAlert onRetry={() => void questions.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : list.length === 0 ? (
          <EmptyState title="Ngân hàng chưa có câu hỏi nào" description={editable ? 'Thêm câu hỏi đầu tiên để dùng trong đề thi và trò chơi.' : undefined} />
        ) : (
          <SortableList
            className="space-y-3"
            items={list}
            itemId={(q) => q.id}
            disabled={!editable || reorder.isPending}
            itemLabel={(i) => `câu ${i + 1}`}
            onReorder={(moved) =>
              reorder.mutate(
                moved.map((q) => q.id),
                { onError: (e) => handleApiError(e) },
              )
            }
            renderItem={(q, i, handle) => (
              <div className="rounded-lg border border-slate-200 bg-white p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="flex items-center gap-1">
                    {editable && handle}
                    <p className="text-sm font-semibold text-slate-500">Câu {i + 1}</p>
                  </div>
                  {editable && (
                    <div className="flex flex-wrap gap-1">
                      <Button size="sm" variant="ghost" disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)}>
                        Lên<span className="sr-only"> câu {i + 1}</span>
                      </Button>
                      <Button size="sm" variant="ghost" disabled={i === list.length - 1 || reorder.isPending} onClick={() => move(i, 1)}>
                        Xuống<span className="sr-only"> câu {i + 1}</span>
                      </Button>
                      <Link to={links.edit(q.id)} className={buttonClass('secondary', 'sm')}>
                        Sửa<span className="sr-only"> câu {i + 1}</span>
                      </Link>
                      <Button size="sm" variant="ghost" className="text-red-700" onClick={() => setDeleting(q.id)}>
                        {TEXT.delete}
                        <span className="sr-only"> câu {i + 1}</span>
                      </Button>
                    </div>
                  )}
                </div>
                <QuestionBody q={q} />
              </div>
            )}
          />
        )}
      </section>

      {games?.(editable)}

      <LibraryItemDialog
        open={editingMeta}
        onClose={() => setEditingMeta(false)}
        item={bank}
        title="Sửa ngân hàng câu hỏi"
        categoryType="question"
        schoolId={librarySchool(library)}
        saving={save.isPending}
        onSave={async (values) => {
          await save.mutateAsync({ id: bank.id, values });
          toast.success(MSG.updated);
        }}
      />
      <ImportDialog open={importing !== null} kind={importing ?? 'xlsx'} onClose={() => setImporting(null)} library={library} bankId={bankId} />
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Xoá câu hỏi"
        message="Xoá câu hỏi này khỏi ngân hàng? Các đề thi đã dùng câu hỏi vẫn giữ bản sao của chúng."
        confirmLabel={TEXT.delete}
        danger
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(deleting!, {
            onSuccess: () => {
              toast.success(MSG.libraryDeleted);
              setDeleting(null);
            },
            onError: (e) => handleApiError(e),
          })
        }
      />
    </div>
  );
}
