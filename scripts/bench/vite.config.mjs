// Bench-only build: a page that bundles the app's real offline modules (answer commit, local attempt, outbox) so the
// bench can time them in Chromium on the app's origin. Built by scripts/bench.mjs into a temporary folder.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  base: '/__bench/',
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  logLevel: 'warn',
  build: { emptyOutDir: true, reportCompressedSize: false },
});
