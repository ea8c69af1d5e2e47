// Group announcements (GET/POST s/school_groups/:id/announcements, GET s/personal/…): what a teacher posts to a
// teaching group, one schema for the app's form and outbox and the server.
import * as v from 'valibot';
import { MSG } from './messages.ts';

export interface Announcement {
  id: number;
  group: { id: number; name: string };
  body: string;
  link: string | null;
  author: { id: number; first_name: string; last_name: string } | null;
  createdAt: string;
  /** The caller posted it (and may delete it). */
  isMine: boolean;
}

/** The students' notification; {} are the group's name and the beginning of the text. */
export const ANNOUNCEMENT_NOTICE = 'Thông báo mới trong nhóm {}: {}';
export const ANNOUNCEMENT_EXCERPT = 80;

const isWebLink = (s: string) => {
  try {
    const u = new URL(s);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
};

export const announcementSchema = v.object({
  body: v.pipe(v.string(MSG.announcementRequired), v.trim(), v.minLength(1, MSG.announcementRequired), v.maxLength(2000, MSG.announcementTooLong)),
  link: v.pipe(
    v.optional(v.nullable(v.string(MSG.announcementLinkInvalid)), null),
    v.transform((s) => (s?.trim() ? s.trim() : null)),
    v.check((s) => s === null || (s.length <= 500 && isWebLink(s)), MSG.announcementLinkInvalid),
  ),
});
export type AnnouncementInput = v.InferInput<typeof announcementSchema>;
