// The reader's keys: ← → Page Up / Page Down turn the page, + and - zoom. Listened for on the window, so they work
// wherever the focus is in the reader (or nowhere), but not while typing in a field, not with Ctrl/⌘ (the browser's
// own zoom) and not from a dialog the caller opened over the reader (an area's picture or question).
import { useEffect, useRef, type RefObject } from 'react';

export interface ReaderKeyActions {
  turn: (delta: 1 | -1) => void;
  zoomIn: () => void;
  zoomOut: () => void;
}

const TURNS: Record<string, 1 | -1> = { ArrowRight: 1, PageDown: 1, ArrowLeft: -1, PageUp: -1 };

export function useReaderKeys(root: RefObject<HTMLElement | null>, actions: ReaderKeyActions) {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      const inReader = !target || target === document.body || root.current?.contains(target);
      if (!inReader || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const turn = TURNS[e.key];
      if (turn) latest.current.turn(turn);
      else if (e.key === '+' || e.key === '=') latest.current.zoomIn();
      else if (e.key === '-') latest.current.zoomOut();
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [root]);
}
