// Stands in for soundswallower's `blob-polyfill` dependency (aliased in vite.config.ts): the polyfill reads
// `document` when it loads, which does not exist in the scoring worker, and every browser we support has Blob.
export const Blob = globalThis.Blob;
export const File = globalThis.File;
export const FileReader = globalThis.FileReader;
export const URL = globalThis.URL;
