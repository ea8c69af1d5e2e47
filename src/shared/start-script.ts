// The first script of the page, inline in index.html's <head> (scripts/vite-start-script.ts). Three jobs, all started
// while the app's code is still being fetched and compiled instead of after it:
//
// - It reads the signed-in record and that user's persisted reads from IndexedDB. On an installed app opened without
//   network, opening the database alone takes tens of milliseconds on a cheap device; started from the app's own code
//   it came after the code, in front of the first screen. The app takes the result once (src/offline/read-cache.ts).
// - It marks the page as the sign-in screen when it is one, for the stylesheet to show that screen's loading frame
//   (its layout and heading, drawn by the build) rather than a bare spinner.
// - It asks for the code of the first screen: the signed-in layouts (a token on this device) or the sign-in screen
//   (at /login), listed by the build in the script's data-signed-in and data-sign-in attributes. Found by the router
//   only once the app's code had run, that code was a second round trip on a first visit over a slow network.
//
// Plain ES5 text, not a function compiled with the app: the server allows it by the hash of exactly this text
// (server/src/http/security-headers.ts), and no build step may change a character of it; the lists, which change
// with every build, are attributes, outside the hashed text. It creates the read cache's store the way idb-keyval's
// createStore does when the database does not exist yet, and closes its connection when done.
import { STORAGE_NAMES } from '../offline/storage-names.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

/** The window property holding the read's promise until the app takes it. */
export const EARLY_READ_GLOBAL = '__lhsEarlyRead';

/** What the script found: the signed-in record and that user's persisted reads (either may be absent). */
export interface EarlyRead {
  record: unknown;
  client: unknown;
}

/**
 * The attribute the script sets on <html> when the page opens as the sign-in screen (at /login, no session, not the
 * registration tab), and its value: the stylesheet then shows index.html's sign-in loading screen instead of the plain
 * one (scripts/vite-boot-screen.ts, src/styles.css).
 */
export const BOOT_SCREEN_ATTRIBUTE = 'data-boot';
export const BOOT_SIGN_IN = 'sign-in';

/** The script element's attributes listing the first screens' code, space-separated absolute paths. */
export const START_PRELOAD_ATTRIBUTES = { signedIn: 'data-signed-in', signIn: 'data-sign-in' } as const;

const N = STORAGE_NAMES.readCache;
const q = JSON.stringify;

const EARLY_READ =
  `try{var r=indexedDB.open(${q(N.database)});` +
  `r.onupgradeneeded=function(){r.result.createObjectStore(${q(N.store)})};` +
  `window[${q(EARLY_READ_GLOBAL)}]=new Promise(function(resolve){` +
  `r.onerror=function(){resolve(null)};` +
  `r.onsuccess=function(){var db=r.result;var done=function(v){db.close();resolve(v)};` +
  `try{var s=db.transaction(${q(N.store)},"readonly").objectStore(${q(N.store)});var g=s.get(${q(N.signedInKey)});` +
  `g.onerror=function(){done(null)};` +
  `g.onsuccess=function(){var rec=g.result;if(!rec||typeof rec.userId!=="number"){done({record:rec,client:undefined});return}` +
  `var c=s.get(${q(N.cachePrefix)}+rec.userId);c.onerror=function(){done(null)};` +
  `c.onsuccess=function(){done({record:rec,client:c.result})}}}catch(e){done(null)}}})}catch(e){}`;

const PRELOAD =
  `try{var me=document.currentScript,t=localStorage.getItem(${q(STORAGE_KEYS.accessToken)});` +
  `var signIn=!t&&location.pathname==="/login";` +
  `if(signIn&&!/[?&]tab=register(&|$)/.test(location.search))document.documentElement.setAttribute(${q(BOOT_SCREEN_ATTRIBUTE)},${q(BOOT_SIGN_IN)});` +
  `var list=(t?me.getAttribute(${q(START_PRELOAD_ATTRIBUTES.signedIn)}):signIn?me.getAttribute(${q(START_PRELOAD_ATTRIBUTES.signIn)}):"")||"";` +
  `list.split(" ").forEach(function(h){if(!h)return;var l=document.createElement("link");l.rel="modulepreload";l.crossOrigin="";l.href=h;document.head.appendChild(l)})}catch(e){}`;

export const START_SCRIPT = `(function(){${EARLY_READ}${PRELOAD}})();`;
