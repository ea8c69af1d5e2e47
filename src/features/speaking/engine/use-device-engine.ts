// The on-device engine's state for a screen: starts it on mount (downloading the model only when online — first use
// needs the network once), and tries again when the network comes back after it could not start.
import { useEffect, useSyncExternalStore } from 'react';
import type { EngineState, ScoringClient } from './scoring-client.ts';

export function useDeviceEngine(client: ScoringClient): EngineState {
  const state = useSyncExternalStore(client.subscribe, client.getState, client.getState);
  useEffect(() => {
    client.prepare(navigator.onLine);
    const onOnline = () => client.prepare(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [client]);
  return state;
}
