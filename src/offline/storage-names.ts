// Every name the offline layer stores data under: the IndexedDB database and its tables, the kv keys, the cross-tab
// channel, the Web Lock and the Background Sync tag. One place, so nothing is renamed by accident.
//
// WARNING: these names are users' data. Renaming the database or a table, or editing a Dexie version(n) that has
// shipped, without a new version(n + 1) that migrates, silently gives every student an empty database: unsent
// answers and queued submissions are lost. Add a new version in db.ts instead; never edit or remove an old one.
export const STORAGE_NAMES = {
  database: 'lhs-offline',
  tables: {
    /** One local exam attempt (small: metadata, status, clock offset). */
    attempts: 'attempts',
    /** The questions of an attempt and its last fetched result (large, read rarely). */
    attemptContent: 'attemptContent',
    /** One row per answered question: [attemptKey+questionId]. */
    answers: 'answers',
    /** Writes waiting for the network (answers, submissions, grades). */
    outbox: 'outbox',
    /** Small values: per-user tokens for the drainer, the server-time floor. */
    kv: 'kv',
    /** Pronunciation recordings (16 kHz WAV bytes) kept until the server holds them, with their scores. */
    recordings: 'recordings',
    /** One row per user and downloaded item ([userId+key]): its manifest's files and data, status and progress. */
    downloads: 'downloads',
    /** One row per downloaded file address, shared by every download listing it: size, chunks stored, owners. */
    downloadFiles: 'downloadFiles',
    /** The bytes of downloaded files, [url+index] → a Blob of up to 2 MiB. */
    downloadChunks: 'downloadChunks',
  },
  kv: {
    /** `token:${userId}`: the bearer token the drainer sends that user's items with (the SW cannot read localStorage). */
    tokenPrefix: 'token:',
    /** The latest server time this device has seen (ms): a floor against a device clock turned back. */
    serverTimeFloor: 'serverTimeFloor',
    /** This device's id (a UUID made once), sent as X-Device-Id: an exam attempt is taken on one device at a time. */
    deviceId: 'deviceId',
    /**
     * `planDraft:${userId}:${library}:${planId | 'new'}`: a lesson plan's editor form as last typed, kept until the
     * server has saved the plan (src/features/lesson-plans/plan-draft.ts).
     */
    planDraftPrefix: 'planDraft:',
  },
  /** Names no version writes any more, kept so an upgrade can remove what older versions left behind. */
  legacy: {
    /** kv `speakingContent:${schoolId}:${what}`: the practice content's own offline copy, now in the read cache. */
    kvSpeakingContentPrefix: 'speakingContent:',
  },
  /**
   * The offline read cache and the signed-in record (read-cache.ts): a small database of its own, readable before the
   * outbox engine (Dexie) has loaded. `queries:${userId}` holds one user's persisted queries.
   */
  readCache: {
    database: 'lhs-read-cache',
    store: 'entries',
    signedInKey: 'signedIn',
    cachePrefix: 'queries:',
  },
  /** `${prefix}${userId}:${key}`: Web Lock held by the one tab fetching that download. */
  downloadLockPrefix: 'lhs-download:',
  /**
   * localStorage: `{ [userId]: itemKey[] }`, the downloads that completed on this device (keys only). Kept outside
   * IndexedDB so that, when the browser evicts the database, the app can still tell the user what was lost.
   */
  completedDownloadsKey: 'lhs.downloads.completed',
  /** Web Lock held by the one context draining the outbox. */
  drainLock: 'lhs-outbox-drain',
  /** Background Sync tag the service worker drains on. */
  syncTag: 'lhs-outbox',
  /** Cache Storage of question media, filled by the page (exam-media.ts) and read by the service worker. */
  examMediaCache: 'exam-media',
  /**
   * Cache Storage of opened and downloaded experiment pages (sw/experiments-route.ts): filled by the service worker as
   * a page opens, and by "Tải về" (src/offline/experiment-cache.ts).
   */
  experimentCache: 'lhs-experiments',
  /** Heavy app chunks left out of the precache (the .xlsx writer), kept once a page loaded them. */
  lazyAssetsCache: 'lhs-lazy-assets',
} as const;

export const TABLES = STORAGE_NAMES.tables;
