// The lesson plans of a library level (spec §2 …/plan): the framework's list with each plan's lesson and periods;
// "add" opens the plan editor; a school's reviewers approve with the role that may read the plans.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { touchTarget } from '@/components/ui/button.tsx';
import { LibraryListPage, WIDE } from '@/components/library/library-list-page.tsx';
import { LibraryShareMenu } from '@/components/library/library-share-menu.tsx';
import { libraryPermissions, shareAllowance } from '@/components/library/library-permissions.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import type { LibraryFilters } from '@/shared/library.ts';
import type { Grants } from '@/shared/permissions.ts';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import type { SearchPatch } from '@/lib/search-patch.ts';
import { ApprovePlansDialog } from './approve-plans-dialog.tsx';
import { PlanDownloadButton } from './plan-download-button.tsx';

const TITLES: Record<LibraryRef['level'], string> = { system: 'Giáo án hệ thống', school: 'Giáo án của trường', personal: 'Giáo án của tôi' };

export interface PlansPageProps {
  library: LibraryRef;
  filters: LibraryFilters;
  /** Only the keys that change: the route applies them onto its latest address, not the one on screen. */
  onFiltersChange: (patch: SearchPatch<LibraryFilters>) => void;
  grants: Grants;
  userId: number;
  planHref: (id: number) => string;
  /** The editor for a new plan and an existing one (none: plans are not edited from this list). */
  addHref?: string;
  editHref?: (id: number) => string;
  intro?: ReactNode;
}

export function PlansPage({ library, filters, onFiltersChange, grants, userId, planHref, addHref, editHref, intro }: PlansPageProps) {
  const schoolId = library.level === 'system' ? null : library.schoolId;
  const allowed = libraryPermissions(grants, 'schedule', library.level);
  // A plan is written in the editor: where there is none (the school library, whose plans come from personal ones)
  // nothing is added, rather than a plan made of a name alone.
  const permissions = { ...allowed, create: allowed.create && addHref !== undefined };
  return (
    <LibraryListPage<LessonPlan>
      kind="schedule"
      library={library}
      filters={filters}
      onFiltersChange={onFiltersChange}
      title={TITLES[library.level]}
      noun="giáo án"
      searchLabel="Tìm theo tên giáo án hoặc tên bài dạy"
      emptyText={library.level === 'personal' ? 'Bạn chưa có giáo án nào. Hãy soạn giáo án đầu tiên.' : 'Chưa có giáo án nào'}
      permissions={permissions}
      userId={userId}
      createHref={addHref}
      editHref={editHref ? (plan) => editHref(plan.id) : undefined}
      noEdit={!editHref}
      intro={intro}
      nameCell={(plan) => (
        <Link to={planHref(plan.id)} className={`font-medium text-brand-700 hover:underline ${touchTarget}`}>
          {plan.name}
        </Link>
      )}
      extraColumns={[
        { key: 'lesson', header: 'Bài dạy', className: WIDE, cell: (plan) => plan.lessonName },
        { key: 'periods', header: 'Số tiết', className: 'text-right', cell: (plan) => plan.periods },
        { key: 'activities', header: 'Hoạt động', className: `text-right ${WIDE}`, cell: (plan) => plan.activities.length },
      ]}
      rowActions={(plan) => (
        <>
          <PlanDownloadButton source={library} plan={plan} inRow />
          {schoolId !== null && (
            <LibraryShareMenu kind="schedule" schoolId={schoolId} item={plan} allowed={shareAllowance(grants, 'schedule', library.level)} />
          )}
        </>
      )}
      approveDialog={schoolId === null ? undefined : (p) => <ApprovePlansDialog schoolId={schoolId} {...p} />}
    />
  );
}
