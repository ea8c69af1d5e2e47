// /{schoolId}/library/stem/{stemId}: a topic laid out for the class — the driving question, the materials, the steps
// in order, the lectures (opening in their presentation, back here after) and the experiments (full screen in a tab of
// their own, where a package can never reach the app's storage), and the rubric as a table. Read-only for every
// reader; kept for offline use once opened.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { backLinkClass, buttonClass } from '@/components/ui/button.tsx';
import type { StemTopic } from '@/shared/stem.ts';
import { stemTopicQueryOptions } from '../api/get-stem-topic.ts';
import { RubricTable } from './rubric-table.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

const none = (text: string) => <p className="text-sm text-slate-500">{text}</p>;

function Links({ topic }: { topic: StemTopic }) {
  const back = useRouterState({ select: (s) => s.location.pathname });
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <Section id="stem-lectures" title="Bài giảng">
        {topic.lectures.length === 0 ? (
          none('Chủ đề không dùng bài giảng nào.')
        ) : (
          <ul className="space-y-2">
            {topic.lectures.map((l) => (
              <li key={l.id}>
                <Link
                  to="/editor/$id/preview"
                  params={{ id: String(l.id) }}
                  search={{ back }}
                  className={buttonClass('secondary', 'md', 'w-full justify-start')}
                >
                  <span className="sr-only">Mở bài giảng </span>
                  {l.name}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="stem-experiments" title="Thí nghiệm ảo">
        {topic.experiments.length === 0 ? (
          none('Chủ đề không dùng thí nghiệm nào.')
        ) : (
          <ul className="space-y-2">
            {topic.experiments.map((x) => (
              <li key={x.id}>
                <a href={x.runUrl ?? '#'} target="_blank" rel="noopener" className={buttonClass('secondary', 'md', 'w-full justify-start')}>
                  <span className="sr-only">Mở thí nghiệm </span>
                  {x.name}
                  <span className="sr-only"> (mở trong thẻ mới)</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}

export function StemTopicView({ schoolId, topicId }: { schoolId: number; topicId: number }) {
  const { data: topic } = useSuspenseQuery(stemTopicQueryOptions(schoolId, topicId));
  const facts = [topic.subject?.name, topic.grade?.name, topic.author ? `Tác giả: ${topic.author.fullName}` : null].filter(Boolean).join(' · ');
  return (
    <article className="space-y-6">
      <header className="space-y-1">
        <Link to="/$schoolId/library/stem" params={{ schoolId: String(schoolId) }} className={backLinkClass}>
          ← Chủ đề STEM
        </Link>
        <h1 className="text-2xl font-semibold text-slate-900">{topic.title}</h1>
        {facts && <p className="text-sm text-slate-600">{facts}</p>}
      </header>
      <Section id="stem-question" title="Câu hỏi định hướng">
        <p className="rounded-xl border border-brand-200 bg-brand-50 p-4 text-base whitespace-pre-wrap text-slate-900">{topic.drivingQuestion}</p>
      </Section>
      <Section id="stem-materials" title="Vật liệu, dụng cụ">
        {topic.materials.length === 0 ? (
          none('Chủ đề không cần vật liệu nào.')
        ) : (
          <ul className="list-disc space-y-1 pl-6 text-sm text-slate-800">
            {topic.materials.map((m, i) => (
              <li key={i}>{m}</li>
            ))}
          </ul>
        )}
      </Section>
      <Section id="stem-steps" title="Các bước thực hiện">
        <ol className="space-y-2">
          {topic.steps.map((s, i) => (
            <li key={i} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 text-sm text-slate-800">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <span className="whitespace-pre-wrap">
                <span className="sr-only">Bước {i + 1}: </span>
                {s}
              </span>
            </li>
          ))}
        </ol>
      </Section>
      <Links topic={topic} />
      <Section id="stem-rubric" title="Tiêu chí đánh giá">
        <RubricTable rubric={topic.rubric} />
      </Section>
    </article>
  );
}
