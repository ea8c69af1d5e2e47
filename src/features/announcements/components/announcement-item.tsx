// One announcement as every list shows it: the text as written, its link, who posted it and when.
import type { ReactNode } from 'react';
import { formatClock } from '@/lib/format.ts';
import type { Announcement } from '@/shared/announcement.ts';

export const authorName = (a: Announcement) => (a.author ? `${a.author.last_name} ${a.author.first_name}`.trim() : 'Giáo viên');

export function AnnouncementItem({ announcement: a, showGroup = false, action }: { announcement: Announcement; showGroup?: boolean; action?: ReactNode }) {
  return (
    <li className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <p className="whitespace-pre-wrap text-slate-900">{a.body}</p>
      {a.link && (
        <a
          href={a.link}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center break-all text-sm font-medium text-brand-700 hover:underline"
        >
          {a.link}
        </a>
      )}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{[showGroup ? a.group.name : null, authorName(a), formatClock(a.createdAt)].filter(Boolean).join(' · ')}</p>
        {action}
      </div>
    </li>
  );
}
