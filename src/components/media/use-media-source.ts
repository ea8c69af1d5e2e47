// The source of one <img>, <video> or <audio> with the app's answer to a failed load (media-source.ts): give its `src`
// and `onError` to the element; `failed` says to show the default thumbnail instead. A new address starts over.
import { useCallback, useEffect, useRef, useState } from 'react';
import { DEVICE_LOOKUPS, nextSource, type SourceLookups, type SourceStep } from './media-source.ts';

interface SourceState {
  url: string | null;
  step: SourceStep;
  src: string | null;
  /** A retry is being looked for: the element has no source meanwhile. */
  busy: boolean;
}

const start = (url: string | null): SourceState => ({ url, step: 'direct', src: url, busy: false });

export interface MediaSource {
  src: string | undefined;
  /** Every source failed: show the default thumbnail. */
  failed: boolean;
  busy: boolean;
  step: SourceStep;
  onError: () => void;
}

export function useMediaSource(address: string | null | undefined, lookups: SourceLookups = DEVICE_LOOKUPS): MediaSource {
  const url = address || null;
  const [state, setState] = useState<SourceState>(() => start(url));
  // The blob address this element shows (revoked when replaced or unmounted), and the search under way.
  const owned = useRef<string | null>(null);
  const search = useRef<AbortController | null>(null);

  const current = state.url === url ? state : start(url);
  if (current !== state) setState(current);

  useEffect(() => {
    return () => {
      search.current?.abort();
      search.current = null;
      if (owned.current) URL.revokeObjectURL(owned.current);
      owned.current = null;
    };
  }, [url]);

  const { step, busy } = current;
  const onError = useCallback(() => {
    if (!url || busy || step === 'failed') return;
    const controller = new AbortController();
    search.current?.abort();
    search.current = controller;
    setState({ url, step, src: null, busy: true });
    void nextSource(step, url, lookups, controller.signal).then((found) => {
      if (controller.signal.aborted) return;
      search.current = null;
      if (owned.current) URL.revokeObjectURL(owned.current);
      owned.current = found.step === 'failed' ? null : URL.createObjectURL(found.blob);
      setState({ url, step: found.step, src: owned.current, busy: false });
    });
  }, [url, step, busy, lookups]);

  return { src: current.src ?? undefined, failed: current.step === 'failed', busy: current.busy, step: current.step, onError };
}
