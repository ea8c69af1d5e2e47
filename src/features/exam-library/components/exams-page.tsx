// The exams of a library level (spec §2 …/exam): the framework's list with each exam's duration, questions, points
// and groups; "add" opens the exam editor.
import { Link } from '@tanstack/react-router';
import { LibraryListPage, WIDE } from '@/components/library/library-list-page.tsx';
import type { ReactNode } from 'react';
import { touchTarget } from '@/components/ui/button.tsx';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { libraryPermissions, shareAllowance } from '@/components/library/library-permissions.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import { formatNumber } from '@/lib/format.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { LibraryExam } from '@/shared/exam-library.ts';

const TITLES: Record<LibraryRef['level'], string> = { system: 'Đề thi hệ thống', school: 'Đề thi của trường', personal: 'Đề thi của tôi' };

export interface ExamsPageProps {
  library: LibraryRef;
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  grants: Grants;
  userId: number;
  examHref: (id: number) => string;
  /** The exam editor for a new exam, and for an existing one (none: exams are not edited from this list). */
  addHref?: string;
  editHref?: (id: number) => string;
  /** A school exam not approved yet opens as a shared exam, with its review (spec §2 …/exam/shared/{id}). */
  sharedHref?: (id: number) => string;
  /** Above the list: the way back from a category's exams, the way to the categories. */
  intro?: ReactNode;
}

export function ExamsPage({ library, filters, onFiltersChange, grants, userId, examHref, addHref, editHref, sharedHref, intro }: ExamsPageProps) {
  const schoolId = library.level === 'system' ? null : library.schoolId;
  return (
    <LibraryListPage<LibraryExam>
      kind="exam"
      library={library}
      filters={filters}
      onFiltersChange={onFiltersChange}
      title={TITLES[library.level]}
      noun="đề thi"
      searchLabel="Tìm theo tên đề hoặc nội dung câu hỏi"
      emptyText={library.level === 'personal' ? 'Bạn chưa có đề thi nào. Hãy tạo đề thi đầu tiên.' : 'Chưa có đề thi nào'}
      permissions={libraryPermissions(grants, 'exam', library.level)}
      userId={userId}
      createHref={addHref}
      editHref={editHref ? (exam) => editHref(exam.id) : undefined}
      noEdit={!editHref}
      intro={intro}
      nameCell={(exam) => (
        <Link
          to={exam.status !== 'approved' && sharedHref ? sharedHref(exam.id) : examHref(exam.id)}
          className={`font-medium text-brand-700 hover:underline ${touchTarget}`}
        >
          {exam.name}
        </Link>
      )}
      extraColumns={[
        { key: 'duration', header: 'Thời gian', className: WIDE, cell: (exam) => `${exam.durationMinutes} phút` },
        { key: 'count', header: 'Số câu', className: 'text-right', cell: (exam) => exam.questionCount },
        { key: 'points', header: 'Điểm', className: 'text-right', cell: (exam) => formatNumber(exam.totalPoints) },
        ...(library.level === 'personal'
          ? [{ key: 'given', header: 'Đã giao', className: 'text-right', cell: (exam: LibraryExam) => `${exam.givenCount} nhóm` }]
          : []),
      ]}
      rowActions={(exam) =>
        schoolId === null ? null : <LibraryShareMenu kind="exam" schoolId={schoolId} item={exam} allowed={shareAllowance(grants, 'exam', library.level)} />
      }
    />
  );
}
