// One exam of a library (spec §2 …/exam/{examId}): its settings, its parts with answer keys, and what its author does
// next — edit it, preview it as a student, give it to a group, share it.
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { QuestionBody } from '@/components/question-editor/question-body.tsx';
import { ReviewStatusBadge } from '@/components/library/review-status-badge.tsx';
import { ItemFacts } from '@/components/library/item-facts.tsx';
import { ItemHeader } from '@/components/library/item-header.tsx';
import { WordDownloadButton } from '@/components/library/word-download-button.tsx';
import { libraryItemQueryOptions } from '@/components/library/api/get-library-item.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { RESULT_RELEASE_LABELS } from '@/lib/exam-schedule.ts';
import { formatNumber } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import type { LibraryExam } from '@/shared/exam-library.ts';
import { examStructureQueryOptions } from '../api/exam-structure.ts';
import { GiveExamDialog } from './give-exam-dialog.tsx';

export interface ExamPageProps {
  library: LibraryRef;
  examId: number;
  links: { back: string; backLabel: string; edit?: string; preview: string };
  /** A teacher in a school may give the exam to her groups. */
  canGive: boolean;
  share?: (exam: LibraryExam) => ReactNode;
  /** Shown under the header (the review of a shared exam). */
  extra?: ReactNode;
  /** Shown under the questions: the exam's mini games, composed by the route (another feature's). */
  games?: ReactNode;
}

export function ExamPage({ library, examId, links, canGive, share, extra, games }: ExamPageProps) {
  const { data: exam } = useSuspenseQuery(libraryItemQueryOptions<LibraryExam>('exam', library, examId));
  const structure = useQuery(examStructureQueryOptions(library, examId));
  const [giving, setGiving] = useState(false);
  let number = 0;
  return (
    <div className="space-y-4">
      <ItemHeader
        back={{ href: links.back, label: links.backLabel }}
        name={exam.name}
        description={exam.description}
        actions={
          <>
            {share?.(exam)}
            <Link to={links.preview} className={buttonClass('secondary', 'sm')}>
              Xem trước
            </Link>
            <WordDownloadButton library={library} kind="exam" id={exam.id} name={exam.name} label="Tải đề (.docx)" />
            {links.edit && (
              <Link to={links.edit} className={buttonClass('secondary', 'sm')}>
                Sửa đề thi
              </Link>
            )}
            {canGive && library.level !== 'system' && (
              <Button size="sm" onClick={() => setGiving(true)}>
                Giao cho nhóm
              </Button>
            )}
          </>
        }
      >
        <ItemFacts
          facts={[
            ['Thời gian', `${exam.durationMinutes} phút`],
            ['Số câu', String(exam.questionCount)],
            ['Tổng điểm', formatNumber(exam.totalPoints)],
            ['Đã giao cho', `${exam.givenCount} nhóm`],
            ['Xem kết quả', RESULT_RELEASE_LABELS[exam.resultRelease]],
            ['Danh mục', exam.category?.name],
            ['Môn', exam.subject?.name],
            ['Khối', exam.grade?.name],
          ]}
        />
        {library.level === 'school' && <ReviewStatusBadge status={exam.status} reason={exam.reviewReason} />}
      </ItemHeader>
      {extra}
      {structure.isPending ? (
        <p className="text-slate-500">
          <Spinner /> {TEXT.loading}
        </p>
      ) : structure.isError ? (
        <ErrorAlert onRetry={() => void structure.refetch()}>{TEXT.loadFailed}</ErrorAlert>
      ) : structure.data.fractions.every((f) => f.questions.length === 0) ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-slate-600">
          Đề thi chưa có câu hỏi nào. Hãy sửa đề để thêm câu hỏi.
        </p>
      ) : (
        structure.data.fractions.map((f) => (
          <section key={f.id} aria-label={f.title} className="space-y-3">
            <h2 className="text-lg font-semibold text-slate-900">{f.title}</h2>
            <ol className="space-y-3">
              {f.questions.map((q) => {
                number += 1;
                return (
                  <li key={q.id} className="rounded-lg border border-slate-200 bg-white p-4">
                    <p className="mb-1 text-sm font-semibold text-slate-500">
                      Câu {number} · {formatNumber(q.allocatedPoint)} điểm
                    </p>
                    <QuestionBody q={{ ...q, points: q.allocatedPoint }} />
                  </li>
                );
              })}
            </ol>
          </section>
        ))
      )}
      {games}
      {library.level !== 'system' && (
        <GiveExamDialog open={giving} onClose={() => setGiving(false)} schoolId={library.schoolId} examId={exam.id} examName={exam.name} />
      )}
    </div>
  );
}
