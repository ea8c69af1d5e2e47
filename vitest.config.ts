import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Unit and component tests run in jsdom; server tests (server/**) run in node against an in-memory PGlite; the
// project's own tooling (lint rules) in node.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    // Two files at once on the 2 cores (Vitest's default leaves one core to itself, so files ran one by one): a
    // component file is a jsdom of its own, a server file a database of its own (server/src/test/harness.ts).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          // Component tests type into whole forms; on a 2-core machine running two files at once, the default 5 s cut
          // off tests that pass alone in 1-3 s.
          testTimeout: 15000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/src/test/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      {
        extends: true,
        test: { name: 'tooling', include: ['scripts/**/*.test.ts'], environment: 'node', testTimeout: 30000 },
      },
    ],
  },
});
