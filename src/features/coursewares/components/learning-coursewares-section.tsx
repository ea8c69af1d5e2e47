// "Tài liệu học tập" in a student's group: the lectures, e-books and media items the teacher gave, as cards that open
// them — a lecture in its presentation, a media item in a dialog, an e-book in the reader the page provides
// (onOpenBook), else in the browser's own PDF viewer — each open recorded for the teacher. What the student already
// opened is marked. An offline query: the list shows its last copy without a network.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatDate } from '@/lib/format.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { DownloadAllButton } from '@/components/downloads/download-all-button.tsx';
import { DownloadButton } from '@/components/downloads/download-button.tsx';
import { COURSEWARE_KIND_LABELS, type CoursewareBook, type LearningCourseware } from '@/shared/courseware.ts';
import { learningCoursewaresQueryOptions } from '../api/get-learning-coursewares.ts';
import { openOf, useOpenCourseware } from '../api/open-courseware.ts';
import { factsLine } from '../courseware-format.ts';
import { CoursewareMediaDialog, type MediaTarget } from './courseware-media-dialog.tsx';
import { CoursewareOpenControl, openLabel } from './courseware-open-control.tsx';
import { CoursewareThumb } from './courseware-thumb.tsx';

export interface LearningCoursewaresSectionProps {
  schoolId: number;
  groupId: number;
  /** The student: downloads for use without a network are theirs. */
  userId: number;
  /** Opens an e-book in the app's reader; without it, the book opens in the browser's PDF viewer in a new tab. */
  onOpenBook?: (book: CoursewareBook) => void;
}

const card =
  'flex h-full w-full flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3 text-left hover:border-brand-300 hover:shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

function CardBody({ item }: { item: LearningCourseware }) {
  return (
    <>
      <CoursewareThumb item={item} size="lg" />
      <span className="flex flex-wrap items-center gap-2">
        <Badge tone="info">{COURSEWARE_KIND_LABELS[item.kind]}</Badge>
        {item.openedAt ? <Badge tone="success">Đã mở</Badge> : <Badge tone="warning">Chưa mở</Badge>}
      </span>
      <span className="font-medium text-slate-900">{item.title}</span>
      <span className="text-sm text-slate-600">{factsLine(item)}</span>
      {item.note && <span className="text-sm text-slate-700">{item.note}</span>}
      <span className="mt-auto text-xs text-slate-500">Giao ngày {formatDate(item.givenAt)}</span>
    </>
  );
}

function CoursewareCard({
  item,
  userId,
  onOpen,
  onMedia,
  onOpenBook,
}: {
  item: LearningCourseware;
  userId: number;
  onOpen: () => void;
  onMedia: (m: MediaTarget) => void;
  onOpenBook?: (book: CoursewareBook) => void;
}) {
  return (
    <li className="flex flex-col gap-2">
      <CoursewareOpenControl
        target={item.open}
        label={openLabel(COURSEWARE_KIND_LABELS[item.kind], item.title)}
        className={card}
        onOpen={onOpen}
        onMedia={onMedia}
        onOpenBook={onOpenBook}
      >
        <CardBody item={item} />
      </CoursewareOpenControl>
      <DownloadButton userId={userId} kind={item.kind} id={item.itemId} title={item.title} />
    </li>
  );
}

export function LearningCoursewaresSection({ schoolId, groupId, userId, onOpenBook }: LearningCoursewaresSectionProps) {
  const list = useQuery(learningCoursewaresQueryOptions(schoolId, groupId));
  const open = useOpenCourseware(schoolId, groupId);
  const [media, setMedia] = useState<MediaTarget | null>(null);
  return (
    <section aria-labelledby="learning-coursewares" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="learning-coursewares" className="text-lg font-semibold text-slate-900">
          Tài liệu học tập
        </h2>
        {list.data && <DownloadAllButton userId={userId} items={list.data.map((c) => ({ kind: c.kind, id: c.itemId }))} />}
      </div>
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <Spinner size="sm" />
        )
      ) : list.data.length === 0 ? (
        <EmptyState title="Giáo viên chưa giao tài liệu nào." />
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.map((item) => (
            <CoursewareCard key={item.id} item={item} userId={userId} onOpen={() => open.mutate(openOf(item.id))} onMedia={setMedia} onOpenBook={onOpenBook} />
          ))}
        </ul>
      )}
      <CoursewareMediaDialog media={media} onClose={() => setMedia(null)} />
    </section>
  );
}
