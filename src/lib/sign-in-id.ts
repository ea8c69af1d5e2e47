// This browser's sign-in id, sent with every password check (sign-in, password change): the server counts wrong
// passwords per account and per browser, so a classmate's wrong guesses on her tablet never lock a student out of his
// own tablet on the same school network. Kept in localStorage (the sign-in page must not load IndexedDB code).
import { STORAGE_KEYS, readKey, writeKey } from './storage-keys.ts';

export function signInHeaders(): Record<string, string> {
  let id = readKey(STORAGE_KEYS.signInId);
  if (!id) {
    id = crypto.randomUUID();
    writeKey(STORAGE_KEYS.signInId, id);
  }
  return { 'X-Device-Id': id };
}
