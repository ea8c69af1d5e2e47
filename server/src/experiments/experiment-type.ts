// Experiments as a library content type: an item names its unpacked package, so a copy (shared to the school, copied,
// sent to a colleague) names the same files, and the package goes from storage only with the last item naming it.
import { inArray } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { type ContentType, libraryCols } from '../library/content-type.ts';
import type { Queryable } from '../exams/structure.ts';
import { refreshUsedStorage } from '../uploads/quota.ts';

const e = t.experiments;

/** Deletes the packages among `ids` no experiment names any more; answers their files' storage keys. */
export async function releasePackages(db: Queryable, ids: number[]): Promise<string[]> {
  if (!ids.length) return [];
  const named = new Set((await db.select({ id: e.packageId }).from(e).where(inArray(e.packageId, ids))).map((r) => r.id));
  const free = ids.filter((id) => !named.has(id));
  if (!free.length) return [];
  const files = await db.select({ key: t.experimentPackageFiles.key }).from(t.experimentPackageFiles).where(inArray(t.experimentPackageFiles.packageId, free));
  const gone = await db.delete(t.experimentPackages).where(inArray(t.experimentPackages.id, free)).returning({ ownerId: t.experimentPackages.ownerId });
  // The uploader's shown usage drops with the package (it counted there, uploads/quota.ts).
  for (const owner of new Set(gone.map((g) => g.ownerId))) if (owner !== null) await refreshUsedStorage(db, owner);
  return files.map((f) => f.key);
}

export const experimentType: ContentType = {
  kind: 'experiment',
  path: 'experiments',
  categoryType: 'experiment',
  table: e,
  cols: libraryCols(e, { id: e.id, name: e.name, description: e.description, schoolId: e.schoolId, ownerId: e.ownerId, createdAt: e.createdAt }),
  // The copy's row already names the same package and instructions (library/copy.ts copies the whole row).
  async copyContent() {},
  async afterDelete(db, rows) {
    const ids = rows.map((r) => r.packageId).filter((id): id is number => typeof id === 'number');
    return releasePackages(db, [...new Set(ids)]);
  },
};
