// Where a picture, video or sound is shown from once its address failed (spec §2 "Other behaviour"): the address
// fetched once more with the app's sign-in, then the device's own copy (a finished download, or the copy the service
// worker keeps of an exam's media), else nothing: the default thumbnail shows (media-fallback.tsx).
import { REQUEST_TIMEOUT_MS, authHeaders } from '@/lib/http.ts';

/** direct: the address as it is; refetched, local: a blob of the file; failed: nothing left to try. */
export type SourceStep = 'direct' | 'refetched' | 'local' | 'failed';
type Retry = Exclude<SourceStep, 'direct' | 'failed'>;

export interface SourceLookups {
  /** The file fetched again (null: not found, refused, or no network). */
  refetch(url: string, signal: AbortSignal): Promise<Blob | null>;
  /** The device's copy of the file, when it has one. */
  local(url: string): Promise<Blob | null>;
}

const ORDER: Retry[] = ['refetched', 'local'];

/** An address made on this device (a preview, a recording) has no server to ask again and no copy elsewhere. */
export const isRetriable = (url: string) => !/^(blob:|data:)/i.test(url);

/** What is still to try after the source of `step` failed, in order; each is tried once for an element. */
export function remainingSteps(step: SourceStep, url: string): Retry[] {
  if (!isRetriable(url) || step === 'failed') return [];
  return step === 'direct' ? ORDER : ORDER.slice(ORDER.indexOf(step) + 1);
}

export type NextSource = { step: Retry; blob: Blob } | { step: 'failed' };

/** The first of the remaining sources that has the file; a lookup that throws counts as not having it. */
export async function nextSource(step: SourceStep, url: string, lookups: SourceLookups, signal: AbortSignal): Promise<NextSource> {
  for (const next of remainingSteps(step, url)) {
    if (signal.aborted) break;
    const blob = await (next === 'refetched' ? lookups.refetch(url, signal) : lookups.local(url)).catch(() => null);
    // An empty answer is no file: the element would fail on it the same way.
    if (blob && blob.size > 0) return { step: next, blob };
  }
  return { step: 'failed' };
}

/**
 * The address fetched again with the sign-in token and school, as every API call sends them, for a file an element
 * cannot get alone (it sends no token). Only to this origin: the token never goes to another site (pre-signed storage
 * links are fetched plainly). The cache is bypassed, so a bad answer kept by the browser is not read again; a stalled
 * connection gives up at the API's usual time.
 */
export async function refetchWithSignIn(url: string, signal: AbortSignal): Promise<Blob | null> {
  const target = new URL(url, globalThis.location.href);
  const sameOrigin = target.origin === globalThis.location.origin;
  const stalled = new AbortController();
  const timer = setTimeout(() => stalled.abort(), REQUEST_TIMEOUT_MS);
  try {
    const res = await fetch(target.href, {
      headers: sameOrigin ? authHeaders(true) : {},
      cache: 'reload',
      credentials: sameOrigin ? 'same-origin' : 'omit',
      signal: AbortSignal.any([signal, stalled.signal]),
    });
    clearTimeout(timer);
    return res.ok ? await res.blob() : null;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The device's copy: a finished download's file (the engine's own lookup, loaded only now: most pages never need it),
 * else a whole copy in the service worker's caches (exam media are kept there once shown).
 */
export async function deviceCopy(url: string): Promise<Blob | null> {
  const { downloadedFileBlob } = await import('@/offline/downloads/stored-file.ts');
  const downloaded = await downloadedFileBlob(url).catch(() => null);
  if (downloaded) return downloaded;
  if (!('caches' in globalThis)) return null;
  const cached = await caches.match(new URL(url, globalThis.location.href).href).catch(() => undefined);
  return cached?.status === 200 ? cached.blob() : null;
}

export const DEVICE_LOOKUPS: SourceLookups = { refetch: refetchWithSignIn, local: deviceCopy };
