// The baseline of the answer-commit figure: one put into a plain IndexedDB object store, resolved on commit.
const DB_NAME = 'bench-raw';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore('answers', { keyPath: ['attemptKey', 'questionId'] });
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

export async function rawStore() {
  const db = await open();
  return {
    /** Puts one record in its own readwrite transaction; resolves when the transaction has committed. */
    put(record: object): Promise<void> {
      return new Promise((resolve, reject) => {
        const txn = db.transaction('answers', 'readwrite');
        txn.objectStore('answers').put(record);
        txn.oncomplete = () => resolve();
        txn.onerror = () => reject(txn.error);
        txn.onabort = () => reject(txn.error);
      });
    },
  };
}
