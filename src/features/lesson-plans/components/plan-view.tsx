// A lesson plan as it reads on paper (Công văn 5512 appendix IV): the facts, I. Mục tiêu, II. Thiết bị dạy học và học
// liệu, III. Tiến trình dạy học with each activity's a) to d) and the library items it uses, each opening where every
// reader of the plan can open it.
import type { ReactNode } from 'react';
import { touchTarget } from '@/components/ui/button.tsx';
import { PLAN_LINK_LABELS, type LessonPlan, type PlanLink } from '@/shared/lesson-plan.ts';
import { Link, useLocation } from '@tanstack/react-router';
import { OpenExperimentButton } from '@/components/experiments/open-experiment-button.tsx';
import { planLinkHref, reachNote } from '../link-reach.ts';
import { activityAnchor } from '../activity-anchor.ts';

function Text({ children }: { children: string }) {
  return children.trim() ? (
    <p className="text-sm whitespace-pre-line text-slate-800">{children}</p>
  ) : (
    <p className="text-sm text-slate-500 italic">Chưa nhập</p>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

function LinkName({ link, href }: { link: PlanLink; href: string | null }) {
  return href ? (
    <Link to={href} className={`font-medium text-brand-700 underline hover:text-brand-800 ${touchTarget}`}>
      {link.name}
    </Link>
  ) : (
    <>{link.name}</>
  );
}

export function PlanView({ plan }: { plan: LessonPlan }) {
  // Where a presented lecture returns to: this page.
  const back = useLocation({ select: (l) => l.href });
  const facts: [string, string][] = [
    ['Tên bài dạy', plan.lessonName],
    ['Thời gian thực hiện', `${plan.periods} tiết`],
    ['Môn học', plan.subject?.name ?? '—'],
    ['Khối lớp', plan.grade?.name ?? '—'],
    ['Bộ sách', plan.textbookSeries?.name ?? '—'],
    ['Danh mục', plan.category?.name ?? '—'],
  ];
  return (
    <div className="space-y-4">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="flex gap-2 text-sm">
            <dt className="font-medium text-slate-600">{label}:</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <Section title="I. Mục tiêu">
        <h3 className="font-medium text-slate-800">1. Kiến thức</h3>
        <Text>{plan.knowledge}</Text>
        <h3 className="font-medium text-slate-800">2. Năng lực</h3>
        <Text>{plan.competences}</Text>
        <h3 className="font-medium text-slate-800">3. Phẩm chất</h3>
        <Text>{plan.qualities}</Text>
      </Section>
      <Section title="II. Thiết bị dạy học và học liệu">
        <Text>{plan.equipment}</Text>
      </Section>
      <Section title="III. Tiến trình dạy học">
        <ol className="space-y-4">
          {plan.activities.map((a, i) => (
            <li key={i} id={activityAnchor(i + 1)} className="scroll-mt-4 space-y-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0">
              <h3 className="font-semibold text-slate-900">
                Hoạt động {i + 1}: {a.title}
              </h3>
              <dl className="grid grid-cols-1 gap-3 lg:grid-cols-2">
                {(
                  [
                    ['a) Mục tiêu', a.goal],
                    ['b) Nội dung', a.content],
                    ['c) Sản phẩm', a.product],
                    ['d) Tổ chức thực hiện', a.organization],
                  ] as const
                ).map(([label, text]) => (
                  <div key={label}>
                    <dt className="text-sm font-medium text-slate-600">{label}</dt>
                    <dd>
                      <Text>{text}</Text>
                    </dd>
                  </div>
                ))}
              </dl>
              {a.links.length > 0 && (
                <div>
                  <p className="text-sm font-medium text-slate-600">Học liệu sử dụng</p>
                  <ul className="list-disc pl-5 text-sm text-slate-800">
                    {a.links.map((l) => (
                      <li key={`${l.kind}-${l.id}`}>
                        {PLAN_LINK_LABELS[l.kind]}: <LinkName link={l} href={planLinkHref(l, plan.schoolId, back)} />
                        {reachNote(l) && <span className="font-medium text-amber-900"> — {reachNote(l)}</span>}
                        {/* An experiment has no page: it plays here, from whichever library the reader may open it in. */}
                        {l.kind === 'experiment' && l.reach === 'everyone' && plan.schoolId !== null && (
                          <OpenExperimentButton schoolId={plan.schoolId} id={l.id} name={l.name} />
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          ))}
        </ol>
      </Section>
    </div>
  );
}
