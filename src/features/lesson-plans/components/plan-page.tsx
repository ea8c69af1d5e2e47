// One lesson plan's page (spec §2 plan {id}, details/{id}, details-share/{id}): the plan as it reads on paper with its
// Word download, and what the reader may do with it — edit, share, review — as the route allows.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { Button, buttonClass } from '@/components/ui/button.tsx';
import { ItemHeader } from '@/components/library/item-header.tsx';
import { ReviewStatusBadge } from '@/components/library/review-status-badge.tsx';
import type { LessonPlan } from '@/shared/lesson-plan.ts';
import { planQueryOptions } from '../api/get-plan.ts';
import type { PlanSource } from '../api/download-plan.ts';
import { PlanDownloadButton } from './plan-download-button.tsx';
import { PlanView } from './plan-view.tsx';
import { PlanReview } from './plan-review.tsx';
import { PlanReadersDialog } from './plan-readers-dialog.tsx';

export interface PlanPageProps {
  source: PlanSource;
  id: number;
  back: { href: string; label: string };
  editHref?: string;
  /** The framework's sharing menu (copy, send to the school…). */
  share?: (plan: LessonPlan) => ReactNode;
  /** A personal plan's owner may let colleagues read it. */
  readers?: { userId: number };
  /** A school plan's reviewer. */
  reviewer?: boolean;
}

export function PlanPage({ source, id, back, editHref, share, readers, reviewer }: PlanPageProps) {
  const { data: plan } = useSuspenseQuery(planQueryOptions(source, id));
  const [readersOpen, setReadersOpen] = useState(false);
  const schoolId = source.level === 'system' ? null : source.schoolId;
  return (
    <div className="space-y-4">
      <ItemHeader
        back={back}
        name={plan.name}
        description={plan.description}
        actions={
          <>
            <PlanDownloadButton source={source} plan={plan} />
            {editHref && (
              <Link to={editHref} className={buttonClass('secondary', 'sm')}>
                Sửa
              </Link>
            )}
            {readers && schoolId !== null && (
              <Button size="sm" variant="secondary" onClick={() => setReadersOpen(true)}>
                Cho đồng nghiệp xem…
              </Button>
            )}
            {share?.(plan)}
          </>
        }
      >
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          {source.level !== 'personal' && plan.owner && <span>Người soạn: {plan.owner.fullName}</span>}
          {source.level === 'shared' && <span>Chỉ xem — giáo án được chia sẻ với bạn</span>}
          {source.level === 'school' && (
            <>
              <ReviewStatusBadge status={plan.status} reason={plan.reviewReason} />
              {plan.status === 'approved' && <span>Người được xem: {plan.readerRole ? `vai trò “${plan.readerRole.name}”` : 'mọi thành viên'}</span>}
            </>
          )}
        </div>
        {reviewer && schoolId !== null && <PlanReview schoolId={schoolId} plan={plan} />}
      </ItemHeader>
      <PlanView plan={plan} />
      {readers && schoolId !== null && (
        <PlanReadersDialog
          open={readersOpen}
          onClose={() => setReadersOpen(false)}
          schoolId={schoolId}
          planId={plan.id}
          planName={plan.name}
          userId={readers.userId}
        />
      )}
    </div>
  );
}
