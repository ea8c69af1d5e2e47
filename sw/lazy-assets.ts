// Heavy chunks only some teachers load, left out of the precache every student's tablet downloads (vite.config.ts
// globIgnores) and kept by the worker once a page loaded one (sw.ts). One list for both, so a chunk left out of the
// precache is never routed to it (sw/static-routes.ts).
export const LAZY_ASSET_PATTERNS = ['gradebook-xlsx-*.js', 'exceljs-*.js', 'question-xlsx-*.js', 'question-docx-*.js', 'word-template-*.js', 'model-view-*.js'];
