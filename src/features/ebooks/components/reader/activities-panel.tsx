// The book's activities: every question and game its areas open, grouped by page in reading order. Choosing one turns
// to its page and opens it, as a tap on the page's area would. The list comes from the areas the reader already holds,
// so a downloaded book lists them without a network.
import { useEffect, useRef } from 'react';
import { activityAreas, type BookArea } from '@/shared/book.ts';
import { areaName } from '@/shared/lecture.ts';
import { fillPlaceholders } from '@/shared/ui-text.ts';
import { ReaderIcon } from './reader-icons.tsx';
import { READER_TEXT } from './reader-text.ts';

export interface ActivitiesPanelProps {
  id: string;
  open: boolean;
  areas: BookArea[];
  current: number;
  onOpen: (area: BookArea) => void;
  onClose: () => void;
}

/** The book's question and game areas by page, in the order a reader meets them. */
function byPage(areas: BookArea[]): [number, BookArea[]][] {
  const pages = new Map<number, BookArea[]>();
  for (const a of activityAreas(areas)) pages.set(a.page, [...(pages.get(a.page) ?? []), a]);
  return [...pages];
}

export function ActivitiesPanel({ id, open, areas, current, onOpen, onClose }: ActivitiesPanelProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);
  const pages = byPage(areas);
  const count = (type: BookArea['target']['type']) => areas.filter((a) => a.target.type === type).length;
  return (
    <aside
      id={id}
      hidden={!open}
      aria-labelledby={`${id}-title`}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onClose();
      }}
      className="flex w-80 shrink-0 flex-col border-l border-slate-200 bg-white"
    >
      <div className="border-b border-slate-200 p-3">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          {READER_TEXT.activitiesTitle}
        </h2>
        <p className="text-sm text-slate-600">{fillPlaceholders(READER_TEXT.activitiesCount, [count('question'), count('game')])}</p>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-3">
        {pages.map(([page, list]) => (
          <section key={page} aria-labelledby={`${id}-p${page}`} className="mb-3">
            <h3 id={`${id}-p${page}`} className="mb-1 text-sm font-semibold text-brand-700">
              {fillPlaceholders(READER_TEXT.page, [page])}
            </h3>
            <ul className="flex flex-col gap-1">
              {list.map((area) => (
                <li key={area.id}>
                  <button
                    type="button"
                    aria-current={page === current ? 'page' : undefined}
                    onClick={() => onOpen(area)}
                    className="flex min-h-11 w-full items-center gap-3 rounded-lg px-3 py-2 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-500 aria-[current=page]:bg-brand-50"
                  >
                    <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
                      <ReaderIcon name={area.target.type === 'game' ? 'game' : 'question'} className="size-4" />
                    </span>
                    <span className="min-w-0">
                      <span className="block text-xs text-slate-600">{area.target.type === 'game' ? READER_TEXT.game : READER_TEXT.question}</span>
                      <span className="line-clamp-2 text-sm text-slate-900">{areaName(area)}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </aside>
  );
}
