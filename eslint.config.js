import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Features never import each other (ARCHITECTURE.md): what two share moves down into components/, lib/, offline/ or
// shared/, and routes compose them. One rule per feature, so a new feature folder is guarded without editing this file.
const FEATURES = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  // A test may compose features the way a route file does (the exam player with the speaking recorder).
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, '@/routes/*'],
            message: `a feature imports only itself and the layers below (components, lib, offline, shared); move what "${feature}" shares with another feature down, or compose them in a route file`,
          },
          {
            regex: `^(\\.\\./)+(${FEATURES.filter((f) => f !== feature).join('|')}|features|routes)/`,
            message: 'another feature reached by a relative path: the same rule applies',
          },
        ],
      },
    ],
  },
}));

// Server (README "Server layout"): db/, http/, mail/ and platform/ are the shared layers under the areas (auth, schools, exams, …),
// so they never import an area; route modules (*.routes.ts) are leaves that routes.ts mounts, never imported by another.
const SERVER_SHARED = ['db', 'http', 'mail', 'platform', 'test'];
const SERVER_AREAS = readdirSync(new URL('./server/src/', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SERVER_SHARED.includes(d.name))
  .map((d) => d.name);
const routeModuleImport = {
  regex: '\\.routes\\.ts$',
  message: 'a route module is mounted by routes.ts only: move what another module needs from it into its area (queries, domain code)',
};
const areaImport = {
  regex: `^(\\.\\./)+(${SERVER_AREAS.join('|')})/|^\\.\\./(routes|seed|app)\\.ts$`,
  message: 'db/, http/, mail/ and platform/ sit below the areas: move what they need from an area down into them, or pass it in',
};
const SERVER_SHARED_FILES = ['server/src/{db,http,mail,platform}/**/*.ts', 'server/src/config.ts'];
// One block per file set: a later block's options for the same rule replace an earlier one's.
const serverBoundaries = [
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'server/src/routes.ts', ...SERVER_SHARED_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: [routeModuleImport] }] },
  },
  {
    files: SERVER_SHARED_FILES,
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [routeModuleImport, areaImport] }] },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'server/dist', 'node_modules', 'src/routeTree.gen.ts', 'server/drizzle', 'test-results', 'playwright-report', '.data'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  { files: ['sw/**/*.ts'], languageOptions: { globals: globals.serviceworker } },
  { files: ['server/**/*.ts', 'scripts/**/*.{js,mjs}', 'tests/**/*.ts', '*.config.{js,ts}'], languageOptions: { globals: globals.node } },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...featureBoundaries,
  ...serverBoundaries,
  {
    // Import direction (ARCHITECTURE.md): lib and shared never import features or routes.
    files: ['src/lib/**', 'src/shared/**', 'src/components/ui/**', 'src/offline/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/routes/*', '../features/*', '../routes/*'], message: 'lib/ui/offline must not depend on features or routes' },
          ],
        },
      ],
    },
  },
  {
    // Browser tests take test/expect from fixtures.ts, whose guard fails a test on any CSP violation.
    files: ['tests/e2e/**/*.ts'],
    ignores: ['tests/e2e/fixtures.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', message: "import from './fixtures.ts' (it fails a test on CSP violations)" }] }],
    },
  },
);
