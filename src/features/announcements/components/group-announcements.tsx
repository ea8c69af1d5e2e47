// The announcements part of a student's group page (?type=announcement lands here): what the group's teachers posted,
// newest first. useQuery, not suspense: a section that cannot load says so in its place while the page stays.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { ErrorAlert } from '@/components/ui/error-alert.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { TEXT } from '@/shared/ui-text.ts';
import { groupAnnouncementsQueryOptions } from '../api/announcements.ts';
import { AnnouncementItem } from './announcement-item.tsx';

export function GroupAnnouncements({ schoolId, groupId, focus }: { schoolId: number; groupId: number; focus: boolean }) {
  const list = useQuery(groupAnnouncementsQueryOptions(schoolId, groupId));
  useEffect(() => {
    if (!focus || !list.isSuccess) return;
    const heading = document.getElementById('section-announcement');
    heading?.scrollIntoView({ block: 'start' });
    heading?.focus();
  }, [focus, list.isSuccess]);
  return (
    <section aria-labelledby="section-announcement" className="space-y-3">
      <h2 id="section-announcement" tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
        Thông báo
      </h2>
      {!list.data ? (
        list.isError ? (
          <ErrorAlert onRetry={() => void list.refetch()}>{TEXT.loadFailed}</ErrorAlert>
        ) : (
          <Spinner size="sm" />
        )
      ) : list.data.length === 0 ? (
        <EmptyState title="Thầy cô chưa đăng thông báo nào" />
      ) : (
        <ul className="space-y-2">
          {list.data.map((a) => (
            <AnnouncementItem key={a.id} announcement={a} />
          ))}
        </ul>
      )}
    </section>
  );
}
