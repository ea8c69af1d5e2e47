// The student's home, announcements: the latest ones of every group of the school (30 days), each opening its group's
// announcements in one tap.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { HomePanel, homeRowLink } from '@/components/home-panel.tsx';
import { formatClock } from '@/lib/format.ts';
import { homeAnnouncementsQueryOptions } from '../api/get-announcements.ts';
import { authorName } from './announcement-item.tsx';

const SHOWN = 5;

export function HomeAnnouncements({ schoolId }: { schoolId: number }) {
  const list = useQuery(homeAnnouncementsQueryOptions(schoolId));
  const items = (list.data ?? []).slice(0, SHOWN);
  return (
    <HomePanel
      title="Thông báo mới"
      loading={!list.data && !list.isError}
      failed={!list.data && list.isError}
      onRetry={() => void list.refetch()}
      isEmpty={items.length === 0}
      empty="Chưa có thông báo nào trong 30 ngày qua."
    >
      {items.map((a) => (
        <li key={a.id}>
          <Link
            to="/$schoolId/my-learning-group/$id"
            params={{ schoolId: String(schoolId), id: String(a.group.id) }}
            search={{ type: 'announcement' }}
            className={homeRowLink}
          >
            <span className="line-clamp-2 text-slate-900">{a.body}</span>
            <span className="text-sm text-slate-600">
              {a.group.name} · {authorName(a)} · {formatClock(a.createdAt)}
            </span>
          </Link>
        </li>
      ))}
    </HomePanel>
  );
}
