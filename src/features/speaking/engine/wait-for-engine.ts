// Waits until the on-device engine settles: true when it is ready to score, false when it cannot run here.
import type { ScoringClient } from './scoring-client.ts';

export function waitForEngine(client: ScoringClient): Promise<boolean> {
  return new Promise((resolve) => {
    const check = () => {
      const { status } = client.getState();
      if (status === 'ready' || status === 'unavailable' || status === 'idle') {
        unsubscribe();
        resolve(status === 'ready');
      }
    };
    const unsubscribe = client.subscribe(check);
    check();
  });
}
