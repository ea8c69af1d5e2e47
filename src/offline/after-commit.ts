// Runs what follows a commit but is not part of it (telling live queries, other tabs and the sync triggers) after the
// caller waiting for "saved" has heard it: in a timer task while the page is shown; at once in a hidden page (a tab
// being closed or put away, where nobody waits on screen and a timer could be delayed past the page's end) and in
// contexts without a document (the service worker).
export function afterCommit(fn: () => void): void {
  const doc = (globalThis as { document?: { visibilityState: string } }).document;
  if (doc?.visibilityState === 'visible') setTimeout(fn, 0);
  else fn();
}
