// A lesson plan's editor form kept on the device as the teacher types (the kv table of the offline database), so a
// plan written offline, or in a tab that reloads or crashes, is found again when she opens the editor; removed once
// the server has saved the plan or she discards it. One draft per user, library and plan (or new plan).
import { db, tx } from '@/offline/db.ts';
import { STORAGE_NAMES, TABLES } from '@/offline/storage-names.ts';
import type { LibraryRef } from '@/components/library/library-ref.ts';
import type { PlanFormValues } from './components/plan-form.ts';

export interface PlanDraft {
  values: PlanFormValues;
  /** Device ms of the last keystroke written. */
  savedAt: number;
  /** The plan's updatedAt when the teacher began this draft (null: a new plan): a later one was saved elsewhere. */
  baseUpdatedAt: string | null;
}

export function planDraftKey(userId: number, library: LibraryRef, planId: number | null): string {
  const where = library.level === 'system' ? 'system' : `${library.level}-${library.schoolId}`;
  return `${STORAGE_NAMES.kv.planDraftPrefix}${userId}:${where}:${planId ?? 'new'}`;
}

const isDraft = (v: unknown): v is PlanDraft =>
  typeof v === 'object' && v !== null && 'values' in v && typeof (v as PlanDraft).savedAt === 'number' && Array.isArray((v as PlanDraft).values?.activities);

export async function readPlanDraft(key: string): Promise<PlanDraft | null> {
  const row = await db.kv.get(key);
  return row && isDraft(row.value) ? row.value : null;
}

/** Resolves once the draft is on the disk; a full disk rejects with StorageFullError (its message is the user's). */
export async function writePlanDraft(key: string, draft: PlanDraft): Promise<void> {
  await tx('rw', [TABLES.kv], () => db.kv.put({ key, value: draft }));
}

export async function clearPlanDraft(key: string): Promise<void> {
  await tx('rw', [TABLES.kv], () => db.kv.delete(key));
}
