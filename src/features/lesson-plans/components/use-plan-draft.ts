// Keeps the plan editor's form as a draft on the device while the teacher types (written a moment after the last
// change, so a burst of keystrokes is one write), restores it when the editor opens again, and removes it once the
// server saved the plan or the teacher discards it.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { clearPlanDraft, readPlanDraft, writePlanDraft, type PlanDraft } from '../plan-draft.ts';
import type { PlanFormValues } from './plan-form.ts';

const WRITE_DELAY_MS = 600;

export type DraftDisk = 'clean' | 'writing' | 'saved' | 'failed';

export interface PlanDraftState {
  /** The draft found when the editor opened and put back into the form (null: none, or discarded). */
  restored: PlanDraft | null;
  /** Where the typed text stands on the device: nothing to keep, about to be written, written, or the write failed. */
  disk: DraftDisk;
  savedAt: number | null;
  /** The error of a failed write (a full disk's message is meant for the user). */
  error: unknown;
  /** Writes what is typed now, without waiting (before a save that may fail). */
  flush: () => Promise<void>;
  /** The server has the plan: the draft goes, and nothing more is written. */
  clear: () => Promise<void>;
  /** The teacher throws the draft away: the form goes back to the plan as it was. */
  discard: () => Promise<void>;
}

export function usePlanDraft(form: UseFormReturn<PlanFormValues>, key: string, defaults: PlanFormValues, baseUpdatedAt: string | null): PlanDraftState {
  const [restored, setRestored] = useState<PlanDraft | null>(null);
  const [disk, setDisk] = useState<DraftDisk>('clean');
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const written = useRef(JSON.stringify(defaults));
  const closed = useRef(false);
  const defaultsJson = useRef(JSON.stringify(defaults));

  const write = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (closed.current) return;
    const values = form.getValues();
    const json = JSON.stringify(values);
    if (json === written.current) {
      setDisk((d) => (d === 'writing' ? (json === defaultsJson.current ? 'clean' : 'saved') : d));
      return;
    }
    try {
      // Typed back to the plan as it was: nothing to keep.
      if (json === defaultsJson.current) await clearPlanDraft(key);
      else await writePlanDraft(key, { values: JSON.parse(json) as PlanFormValues, savedAt: Date.now(), baseUpdatedAt });
      if (closed.current) return;
      written.current = json;
      setError(null);
      setSavedAt(json === defaultsJson.current ? null : Date.now());
      setDisk(json === defaultsJson.current ? 'clean' : 'saved');
    } catch (e) {
      setError(e);
      setDisk('failed');
    }
  }, [form, key, baseUpdatedAt]);

  useEffect(() => {
    let live = true;
    void readPlanDraft(key)
      .then((draft) => {
        // Never over what was typed meanwhile (or a draft already put back).
        if (!live || !draft || form.formState.isDirty) return;
        written.current = JSON.stringify(draft.values);
        // The defaults stay the plan's, so the form counts as changed and leaving still asks.
        form.reset(draft.values, { keepDefaultValues: true });
        setRestored(draft);
        setSavedAt(draft.savedAt);
        setDisk('saved');
      })
      // No database (private mode in some browsers): the editor works, without drafts.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [form, key]);

  useEffect(() => {
    const { unsubscribe } = form.watch(() => {
      if (closed.current) return;
      setDisk('writing');
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void write(), WRITE_DELAY_MS);
    });
    // A tab being hidden may be closed or discarded next: write now.
    const onHide = () => {
      if (timer.current) void write();
    };
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', onHide);
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onHide);
      // Leaving the editor inside the app (not a reload): what was typed last is written all the same.
      if (timer.current) void write();
    };
  }, [form, write]);

  const clear = useCallback(async () => {
    closed.current = true;
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    await clearPlanDraft(key).catch(() => undefined);
    setRestored(null);
    setDisk('clean');
  }, [key]);

  const discard = useCallback(async () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    await clearPlanDraft(key).catch(() => undefined);
    written.current = defaultsJson.current;
    form.reset(JSON.parse(defaultsJson.current) as PlanFormValues);
    setRestored(null);
    setSavedAt(null);
    setDisk('clean');
  }, [form, key]);

  return { restored, disk, savedAt, error, flush: write, clear, discard };
}
