// "Tài liệu của nhóm" on a group's teaching page: the lectures, e-books and media items given to the group, each opened
// as its students open it (a look before the lesson, not counted), with how many of its students opened each ("Đã mở:
// 12/30", which lists who); its teachers give more and take them back.
// useQuery, not suspense: a section that cannot load says so in its place while the rest of the page stays.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { formatDate } from '@/lib/format.ts';
import { toast } from '@/lib/toast.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { COURSEWARE_KIND_LABELS, openedLabel, type CoursewareBook, type TeachingCourseware } from '@/shared/courseware.ts';
import { groupCoursewaresQueryOptions } from '../api/get-group-coursewares.ts';
import { useRemoveCourseware } from '../api/remove-courseware.ts';
import { factsLine } from '../courseware-format.ts';
import { CoursewareMediaDialog, type MediaTarget } from './courseware-media-dialog.tsx';
import { CoursewareOpenControl, openLabel } from './courseware-open-control.tsx';
import { CoursewareOpensDialog } from './courseware-opens-dialog.tsx';
import { CoursewareThumb } from './courseware-thumb.tsx';
import { GiveCoursewareDialog } from './give-courseware-dialog.tsx';

export interface GroupCoursewaresSectionProps {
  schoolId: number;
  groupId: number;
  groupName: string;
  /** Opens an e-book in the app's reader; without it, the book opens in the browser's PDF viewer in a new tab. */
  onOpenBook?: (book: CoursewareBook) => void;
}

interface RowProps {
  item: TeachingCourseware;
  onOpens: () => void;
  onRemove?: () => void;
  onMedia: (media: MediaTarget) => void;
  onOpenBook?: (book: CoursewareBook) => void;
}

function CoursewareRow({ item, onOpens, onRemove, onMedia, onOpenBook }: RowProps) {
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <CoursewareOpenControl
        target={item.open}
        label={openLabel(COURSEWARE_KIND_LABELS[item.kind], item.title)}
        onMedia={onMedia}
        onOpenBook={onOpenBook}
        className="flex min-h-11 min-w-0 flex-1 items-center gap-3 rounded-lg text-left hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
      >
        <CoursewareThumb item={item} />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium text-slate-800 underline-offset-2 hover:underline">{item.title}</span>
          <span className="block text-sm text-slate-600">
            {COURSEWARE_KIND_LABELS[item.kind]} · {factsLine(item)} · Giao ngày {formatDate(item.givenAt)}
          </span>
          {item.note && <span className="block text-sm text-slate-700">{item.note}</span>}
        </span>
      </CoursewareOpenControl>
      <Button variant="ghost" size="sm" onClick={onOpens} aria-label={`${openedLabel(item.openedCount, item.studentCount)}, xem học sinh đã mở ${item.title}`}>
        {openedLabel(item.openedCount, item.studentCount)}
      </Button>
      {onRemove && (
        <Button variant="secondary" size="sm" onClick={onRemove} aria-label={`Gỡ ${item.title} khỏi nhóm`}>
          Gỡ
        </Button>
      )}
    </li>
  );
}

export function GroupCoursewaresSection({ schoolId, groupId, groupName, onOpenBook }: GroupCoursewaresSectionProps) {
  const [media, setMedia] = useState<MediaTarget | null>(null);
  const list = useQuery(groupCoursewaresQueryOptions(schoolId, groupId));
  const remove = useRemoveCourseware(schoolId, groupId);
  const [giving, setGiving] = useState(false);
  const [opensOf, setOpensOf] = useState<TeachingCourseware | null>(null);
  const [removing, setRemoving] = useState<TeachingCourseware | null>(null);
  const canGive = list.data?.canGive ?? false;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      toast.success(`Đã gỡ "${removing.title}" khỏi nhóm`);
    } catch (e) {
      handleApiError(e);
    } finally {
      setRemoving(null);
    }
  };

  return (
    <section aria-labelledby="group-coursewares" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="group-coursewares" className="text-lg font-semibold text-slate-800">
          Tài liệu của nhóm
        </h2>
        {canGive && <Button onClick={() => setGiving(true)}>Giao tài liệu</Button>}
      </div>
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <Spinner size="sm" />
        )
      ) : list.data.data.length === 0 ? (
        <EmptyState
          title="Nhóm chưa có tài liệu nào"
          description={canGive ? 'Giao bài giảng, sách điện tử hoặc học liệu để học sinh xem trong nhóm.' : undefined}
        />
      ) : (
        <ul className="space-y-2">
          {list.data.data.map((item) => (
            <CoursewareRow
              key={item.id}
              item={item}
              onOpens={() => setOpensOf(item)}
              onRemove={canGive ? () => setRemoving(item) : undefined}
              onMedia={setMedia}
              onOpenBook={onOpenBook}
            />
          ))}
        </ul>
      )}
      {canGive && <GiveCoursewareDialog open={giving} schoolId={schoolId} groupId={groupId} groupName={groupName} onClose={() => setGiving(false)} />}
      <CoursewareMediaDialog media={media} onClose={() => setMedia(null)} />
      <CoursewareOpensDialog schoolId={schoolId} groupId={groupId} courseware={opensOf} onClose={() => setOpensOf(null)} />
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => void confirmRemove()}
        loading={remove.isPending}
        danger
        title="Gỡ tài liệu khỏi nhóm"
        message={removing ? `Học sinh sẽ không còn thấy "${removing.title}" trong nhóm, và lượt mở của các em cũng bị xoá. Gỡ?` : ''}
        confirmLabel="Gỡ"
      />
    </section>
  );
}
