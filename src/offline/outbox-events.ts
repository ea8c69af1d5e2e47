// In-context notifications of the outbox: the sync triggers wake the drainer on 'enqueued'/'auth', the status store
// shows whether this context is sending. Other contexts learn about changes through Dexie's liveQuery.
export type OutboxEvent = 'enqueued' | 'auth' | 'draining' | 'idle';
type OutboxListener = (event: OutboxEvent) => void;

const listeners = new Set<OutboxListener>();

export function subscribeOutboxEvents(listener: OutboxListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitOutboxEvent(event: OutboxEvent): void {
  for (const listener of listeners) listener(event);
}
