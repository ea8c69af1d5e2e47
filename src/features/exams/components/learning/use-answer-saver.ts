// The taking screen's answer writes: every change goes to IndexedDB (saveAnswer); typed text is debounced (300 ms)
// and flushed on blur, on moving to another question, when the page is hidden and before sealing. "Đã lưu" shows only
// after the commit resolved; a failed write (device full) keeps the typed text on screen with the error.
import { useCallback, useEffect, useRef, useState } from 'react';
import { saveAnswer } from '@/offline/exam-answers.ts';
import { AttemptClosedError } from '@/offline/exam-store.ts';
import type { AnswerValue } from '@/shared/exam.ts';

export const TEXT_DEBOUNCE_MS = 300;

export type SaveState = { status: 'saving' } | { status: 'saved' } | { status: 'error'; message: string };

interface Draft {
  value: AnswerValue | null;
  at: number;
  timer?: ReturnType<typeof setTimeout>;
}

export interface ScreenDraft {
  value: AnswerValue | null;
  /** Device ms of the change: the stored row wins once it is at least as new (committed, or another tab's). */
  at: number;
}

export interface AnswerSaver {
  /** The last value changed on this screen per question (kept after the commit until the live row catches up). */
  drafts: ReadonlyMap<number, ScreenDraft>;
  states: ReadonlyMap<number, SaveState>;
  change(questionId: number, value: AnswerValue | null, debounce?: boolean): void;
  /** Commits every pending change now; resolves when they are on the device. */
  flush(): Promise<void>;
}

const withEntry = <V>(map: ReadonlyMap<number, V>, key: number, value: V | undefined) => {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
};

export function useAnswerSaver(attemptKey: string): AnswerSaver {
  const pending = useRef(new Map<number, Draft>());
  const [drafts, setDrafts] = useState<ReadonlyMap<number, ScreenDraft>>(new Map());
  const [states, setStates] = useState<ReadonlyMap<number, SaveState>>(new Map());

  const commit = useCallback(
    async (questionId: number) => {
      const draft = pending.current.get(questionId);
      if (!draft) return;
      clearTimeout(draft.timer);
      draft.timer = undefined;
      try {
        await saveAnswer(attemptKey, questionId, draft.value, draft.at);
        if (pending.current.get(questionId) !== draft) return; // a newer change is on its way
        pending.current.delete(questionId);
        // The screen draft stays: the live row may arrive a moment later, and the field must not flicker back.
        setStates((m) => withEntry(m, questionId, { status: 'saved' }));
      } catch (e) {
        if (e instanceof AttemptClosedError) {
          pending.current.delete(questionId);
          setDrafts((m) => withEntry(m, questionId, undefined));
        }
        // StorageFullError and the rest: the draft stays on screen so nothing typed is lost.
        const message = e instanceof Error ? e.message : String(e);
        setStates((m) => withEntry(m, questionId, { status: 'error', message }));
      }
    },
    [attemptKey],
  );

  const change = useCallback(
    (questionId: number, value: AnswerValue | null, debounce = false) => {
      clearTimeout(pending.current.get(questionId)?.timer);
      const draft: Draft = { value, at: Date.now() };
      pending.current.set(questionId, draft);
      setDrafts((m) => withEntry(m, questionId, { value, at: draft.at }));
      setStates((m) => withEntry(m, questionId, { status: 'saving' }));
      if (debounce) draft.timer = setTimeout(() => void commit(questionId), TEXT_DEBOUNCE_MS);
      else void commit(questionId);
    },
    [commit],
  );

  const flush = useCallback(async () => {
    await Promise.all([...pending.current.keys()].map((id) => commit(id)));
  }, [commit]);

  useEffect(() => {
    // A closed or hidden tab still gets its last keystrokes onto the disk.
    const onHide = () => void flush();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onHide);
      void flush();
    };
  }, [flush]);

  return { drafts, states, change, flush };
}

/** What a question shows: this screen's change, unless the stored row is as new or newer (e.g. from another tab). */
export function shownValue(draft: ScreenDraft | undefined, row: { answer: AnswerValue | null; updatedAt: number } | undefined): AnswerValue | null {
  if (draft && (!row || row.updatedAt < draft.at)) return draft.value;
  return row?.answer ?? null;
}
