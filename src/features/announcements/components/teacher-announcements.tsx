// The announcements of a group on its teaching page: its teachers post one (text and an optional web link; saved on
// the device first and sent through the outbox, so nothing typed is lost offline), see those still waiting to be sent,
// and delete their own. Overseers read them.
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TextField } from '@/components/ui/text-field.tsx';
import { TextAreaField } from '@/components/ui/textarea-field.tsx';
import { handleApiError } from '@/lib/errors.ts';
import { toast } from '@/lib/toast.ts';
import { formatClock } from '@/lib/format.ts';
import { syncStatus } from '@/offline/outbox-status.ts';
import { OFFLINE_MSG } from '@/offline/offline-messages.ts';
import { announcementSchema, type Announcement, type AnnouncementInput } from '@/shared/announcement.ts';
import { TEXT } from '@/shared/ui-text.ts';
import { announcementsKey, announcementsUrl, teachingAnnouncementsQueryOptions } from '../api/get-announcements.ts';
import { queueAnnouncement } from '../api/queue-announcement.ts';
import { useDeleteAnnouncement } from '../api/delete-announcement.ts';
import { AnnouncementItem } from './announcement-item.tsx';

export interface TeacherAnnouncementsProps {
  schoolId: number;
  userId: number;
  groupId: number;
  groupName: string;
}

function Composer({ onPost }: { onPost: (values: AnnouncementInput) => Promise<void> }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<AnnouncementInput>({ resolver: valibotResolver(announcementSchema), defaultValues: { body: '', link: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onPost(values);
      reset();
    } catch (e) {
      // Not even saved on the device (storage full): the text stays in the form.
      handleApiError(e);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <TextAreaField label="Nội dung thông báo" required rows={3} maxLength={2000} error={errors.body?.message} {...register('body')} />
      <TextField label="Đường dẫn (không bắt buộc)" placeholder="https://" inputMode="url" error={errors.link?.message} {...register('link')} />
      <Button type="submit" loading={isSubmitting}>
        Đăng thông báo
      </Button>
    </form>
  );
}

export function TeacherAnnouncements({ schoolId, userId, groupId, groupName }: TeacherAnnouncementsProps) {
  const list = useQuery(teachingAnnouncementsQueryOptions(schoolId, groupId));
  const items = list.data?.data;
  const qc = useQueryClient();
  const remove = useDeleteAnnouncement(schoolId);
  const [deleting, setDeleting] = useState<Announcement | null>(null);
  const status = useSyncExternalStore(syncStatus.subscribe, syncStatus.getSnapshot, syncStatus.getServerSnapshot);
  const waiting = status.items.filter((i) => i.kind === 'announcement' && i.url === announcementsUrl(groupId));
  // A queued announcement that left the outbox was delivered: the list now holds it.
  const waitingBefore = useRef(waiting.length);
  useEffect(() => {
    if (waiting.length < waitingBefore.current) void qc.invalidateQueries({ queryKey: announcementsKey(schoolId) });
    waitingBefore.current = waiting.length;
  }, [waiting.length, qc, schoolId]);

  const post = async (values: AnnouncementInput) => {
    await queueAnnouncement({ userId, schoolId, groupId, groupName }, values);
    toast.success(navigator.onLine ? 'Đang đăng thông báo' : OFFLINE_MSG.queuedOffline);
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      toast.success('Đã xoá thông báo');
    } catch (e) {
      handleApiError(e);
    } finally {
      setDeleting(null);
    }
  };

  return (
    <section aria-labelledby="group-announcements" className="space-y-3">
      <h2 id="group-announcements" className="text-lg font-semibold text-slate-800">
        Thông báo của nhóm
      </h2>
      {list.data?.canPost && <Composer onPost={post} />}
      {waiting.length > 0 && (
        <ul className="space-y-2" aria-label="Thông báo chờ gửi">
          {waiting.map((item) => {
            const body = item.body as AnnouncementInput;
            return (
              <li key={item.id} className="space-y-1 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4">
                <p className="whitespace-pre-wrap text-slate-800">{body.body}</p>
                <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
                  {item.state === 'failed' ? (
                    <Badge tone="danger">{OFFLINE_MSG.stateNeedsAttention(item.lastError)}</Badge>
                  ) : (
                    <Badge tone="warning">{OFFLINE_MSG.stateWaiting}</Badge>
                  )}
                </p>
              </li>
            );
          })}
        </ul>
      )}
      {!items ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <Spinner size="sm" />
        )
      ) : items.length === 0 ? (
        <EmptyState title="Nhóm chưa có thông báo nào" />
      ) : (
        <ul className="space-y-2">
          {items.map((a) => (
            <AnnouncementItem
              key={a.id}
              announcement={a}
              action={
                a.isMine && (
                  <Button variant="secondary" size="sm" onClick={() => setDeleting(a)} aria-label={`Xoá thông báo lúc ${formatClock(a.createdAt)}`}>
                    Xoá
                  </Button>
                )
              }
            />
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        loading={remove.isPending}
        danger
        title="Xoá thông báo"
        message="Học sinh sẽ không còn thấy thông báo này. Xoá?"
        confirmLabel="Xoá"
      />
    </section>
  );
}
