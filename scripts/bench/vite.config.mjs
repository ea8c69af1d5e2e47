// Bench-only build: a page that bundles the app's real offline modules (answer commit, local attempt, outbox) so the
// bench can time them in Chromium on the app's origin. Built by scripts/bench.mjs into a temporary folder.
import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { speechModel } from '../vite-speech-model.ts';

export default defineConfig({
  root: fileURLToPath(new URL('./page', import.meta.url)),
  base: '/__bench/',
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('../../src', import.meta.url)),
      // As in the app build (vite.config.ts): soundswallower's Blob polyfill touches `document` on load.
      'blob-polyfill': fileURLToPath(new URL('../../src/features/speaking/engine/native-blob.ts', import.meta.url)),
    },
  },
  // The on-device engine's model files, for the browser scoring figure.
  plugins: [speechModel({ projectRoot: fileURLToPath(new URL('../..', import.meta.url)) })],
  logLevel: 'warn',
  build: { emptyOutDir: true, reportCompressedSize: false },
});
