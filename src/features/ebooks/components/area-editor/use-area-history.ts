// The areas being edited with their undo steps. Changes that belong together (the letters of one label, an arrow key
// held down) share a merge key and are undone at once. A save puts the server's copy in place without an undo step.
import { useCallback, useState } from 'react';
import type { DraftArea } from './drafts.ts';

/** How many changes can be undone. */
const MAX_STEPS = 100;

interface History {
  past: DraftArea[][];
  present: DraftArea[];
  mergeKey: string | null;
}

export function useAreaHistory(initial: DraftArea[]) {
  const [history, setHistory] = useState<History>({ past: [], present: initial, mergeKey: null });

  const change = useCallback((op: (areas: DraftArea[]) => DraftArea[], mergeKey: string | null = null) => {
    setHistory((h) => {
      const next = op(h.present);
      if (next === h.present) return h;
      const merge = mergeKey !== null && mergeKey === h.mergeKey;
      return { past: merge ? h.past : [...h.past, h.present].slice(-MAX_STEPS), present: next, mergeKey };
    });
  }, []);

  const undo = useCallback(() => {
    setHistory((h) => (h.past.length ? { past: h.past.slice(0, -1), present: h.past[h.past.length - 1]!, mergeKey: null } : h));
  }, []);

  const replace = useCallback((op: (areas: DraftArea[]) => DraftArea[]) => setHistory((h) => ({ ...h, present: op(h.present), mergeKey: null })), []);

  return { areas: history.present, canUndo: history.past.length > 0, change, undo, replace };
}
