// A lecture kept for use without a network: whoever may open its deck (lectures/deck-access.ts, the same rule as
// GET /api/lecture_decks/:id, a group's members included) may keep it, with every file its slides show. Its version is
// the time of its last change: every deck save and every edit of its details moves lectures.updated_at, and a deck's
// files never change under their addresses, so a copy of another time is out of date.
import type { Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { deckAccess, lectureDetail, type LectureRow } from '../lectures/deck-access.ts';
import type { LectureDetail } from '../../../src/shared/lecture.ts';
import type { DownloadManifest } from '../../../src/shared/downloads.ts';
import { downloadFiles } from './files.ts';
import { manifest } from './manifest.ts';
import { deckUrls } from './shown-urls.ts';

export const lectureVersion = (row: Pick<LectureRow, 'updatedAt'>) => row.updatedAt.toISOString();

/** 404 when there is no such lecture, 403 when the caller may not open it. */
export async function lectureManifest(c: Context<AppEnv>, id: number): Promise<DownloadManifest<LectureDetail>> {
  const { row, canEdit } = await deckAccess(c, id, 'view');
  const files = await downloadFiles(c.get('deps'), deckUrls(row.deck));
  return manifest('lecture', row.id, row.title, lectureVersion(row), files, lectureDetail(row, canEdit));
}

/** The current version of a lecture the caller may open (404 or 403 as lectureManifest). */
export async function lectureVersionFor(c: Context<AppEnv>, id: number): Promise<string> {
  const { row } = await deckAccess(c, id, 'view');
  return lectureVersion(row);
}
