// The announcements part of a student's group page (?type=announcement lands here): what the group's teachers posted,
// newest first. useQuery, not suspense: a section that cannot load says so in its place while the page stays.
import { useQuery } from '@tanstack/react-query';
import { FocusSection } from '@/components/focus-section.tsx';
import { groupAnnouncementsQueryOptions } from '../api/get-announcements.ts';
import { AnnouncementItem } from './announcement-item.tsx';

export function GroupAnnouncements({ schoolId, groupId, focus }: { schoolId: number; groupId: number; focus: boolean }) {
  const list = useQuery(groupAnnouncementsQueryOptions(schoolId, groupId));
  return (
    <FocusSection
      id="section-announcement"
      title="Thông báo"
      focus={focus}
      loaded={list.data !== undefined}
      failed={list.isError}
      onRetry={() => void list.refetch()}
      isEmpty={list.data?.length === 0}
      empty="Thầy cô chưa đăng thông báo nào"
    >
      <ul className="space-y-2">
        {list.data?.map((a) => (
          <AnnouncementItem key={a.id} announcement={a} />
        ))}
      </ul>
    </FocusSection>
  );
}
