// When the data on screen was fetched: the oldest fetch time among the offline-cached queries a mounted screen is
// reading (null when none is shown). Offline, the header says how old what the user sees is.
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

export function useOfflineDataAge(): number | null {
  const cache = useQueryClient().getQueryCache();
  const subscribe = useCallback((onChange: () => void) => cache.subscribe(onChange), [cache]);
  const snapshot = useCallback(() => {
    let oldest: number | null = null;
    for (const q of cache.getAll()) {
      if (!q.meta?.offline || q.getObserversCount() === 0 || q.state.data === undefined || !q.state.dataUpdatedAt) continue;
      if (oldest === null || q.state.dataUpdatedAt < oldest) oldest = q.state.dataUpdatedAt;
    }
    return oldest;
  }, [cache]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
