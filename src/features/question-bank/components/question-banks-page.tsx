// The question banks of a library level (spec §2 …/question): the framework's list with each bank's question count
// and whether it is in use, its sharing actions, and "add" opening the new bank.
import { Link } from '@tanstack/react-router';
import { Badge } from '@/components/ui/badge.tsx';
import { LibraryListPage, WIDE } from '@/components/library/library-list-page.tsx';
import { touchTarget } from '@/components/ui/button.tsx';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { libraryPermissions, shareAllowance } from '@/components/library/library-permissions.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { QuestionCollection } from '@/shared/question-bank.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';

const TITLES: Record<LibraryRef['level'], string> = {
  system: 'Ngân hàng câu hỏi hệ thống',
  school: 'Ngân hàng câu hỏi của trường',
  personal: 'Ngân hàng câu hỏi của tôi',
};

export interface QuestionBanksPageProps {
  library: LibraryRef;
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  grants: Grants;
  userId: number;
  bankHref: (id: number) => string;
  onCreated: (bank: QuestionCollection) => void;
}

export function QuestionBanksPage({ library, filters, onFiltersChange, grants, userId, bankHref, onCreated }: QuestionBanksPageProps) {
  const schoolId = library.level === 'system' ? null : library.schoolId;
  return (
    <LibraryListPage<QuestionCollection>
      kind="question"
      library={library}
      filters={filters}
      onFiltersChange={onFiltersChange}
      title={TITLES[library.level]}
      noun="ngân hàng câu hỏi"
      searchLabel="Tìm theo tên hoặc nội dung câu hỏi"
      emptyText={library.level === 'personal' ? 'Bạn chưa có ngân hàng câu hỏi nào. Hãy thêm ngân hàng đầu tiên.' : 'Chưa có ngân hàng câu hỏi nào'}
      permissions={libraryPermissions(grants, 'question', library.level)}
      userId={userId}
      onCreated={onCreated}
      nameCell={(bank) => (
        <Link to={bankHref(bank.id)} className={`font-medium text-brand-700 hover:underline ${touchTarget}`}>
          {bank.name}
        </Link>
      )}
      extraColumns={[
        { key: 'count', header: 'Số câu', className: 'text-right', cell: (bank) => bank.questionCount },
        {
          key: 'active',
          header: 'Sử dụng',
          className: WIDE,
          cell: (bank) => <Badge tone={bank.isActive ? 'success' : 'neutral'}>{bank.isActive ? 'Đang dùng' : 'Ngừng'}</Badge>,
        },
      ]}
      rowActions={(bank) =>
        schoolId === null ? null : (
          <LibraryShareMenu kind="question" schoolId={schoolId} item={bank} allowed={shareAllowance(grants, 'question', library.level)} />
        )
      }
    />
  );
}
