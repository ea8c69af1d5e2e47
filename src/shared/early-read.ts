// The first script of the page, inline in index.html's <head> (scripts/vite-early-read.ts): it starts reading the
// signed-in record and that user's persisted reads from IndexedDB while the app's code is still being fetched and
// compiled. On an installed app opened without network, opening the database alone takes tens of milliseconds on a
// cheap device; started from the app's own code it came after the code, in front of the first screen. The app takes
// the result once (src/offline/read-cache.ts).
//
// Plain ES5 text, not a function compiled with the app: the server allows it by the hash of exactly this text
// (server/src/http/security-headers.ts), and no build step may change a character of it. It creates the store the
// way idb-keyval's createStore does when the database does not exist yet, and closes its connection when done.
import { STORAGE_NAMES } from '../offline/storage-names.ts';

/** The window property holding the read's promise until the app takes it. */
export const EARLY_READ_GLOBAL = '__lhsEarlyRead';

/** What the script found: the signed-in record and that user's persisted reads (either may be absent). */
export interface EarlyRead {
  record: unknown;
  client: unknown;
}

const N = STORAGE_NAMES.readCache;
const q = JSON.stringify;

export const EARLY_READ_SCRIPT =
  `(function(){try{var r=indexedDB.open(${q(N.database)});` +
  `r.onupgradeneeded=function(){r.result.createObjectStore(${q(N.store)})};` +
  `window[${q(EARLY_READ_GLOBAL)}]=new Promise(function(resolve){` +
  `r.onerror=function(){resolve(null)};` +
  `r.onsuccess=function(){var db=r.result;var done=function(v){db.close();resolve(v)};` +
  `try{var s=db.transaction(${q(N.store)},"readonly").objectStore(${q(N.store)});var g=s.get(${q(N.signedInKey)});` +
  `g.onerror=function(){done(null)};` +
  `g.onsuccess=function(){var rec=g.result;if(!rec||typeof rec.userId!=="number"){done({record:rec,client:undefined});return}` +
  `var c=s.get(${q(N.cachePrefix)}+rec.userId);c.onerror=function(){done(null)};` +
  `c.onsuccess=function(){done({record:rec,client:c.result})}}}catch(e){done(null)}}})}catch(e){}})();`;
