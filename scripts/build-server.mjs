// The server for production: server/src bundled into plain JavaScript (its npm packages stay imports of node_modules),
// so a running instance carries no TypeScript loader. Under tsx the same server held about 40 MB more resident memory,
// and in a province every instance pays it.
//   node scripts/build-server.mjs   → server/dist/node/main.mjs and the scoring worker beside it
// The bundle sits two folders under server/, like every source file that finds its data from its own address
// (`../../drizzle` from server/src/db, `../../media` from server/src/exams): those paths hold in the bundle as well.
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUNDLE = path.join(root, 'server/dist/node/main.mjs');
/**
 * Node options of a production instance. A young generation of 2 MB semi-spaces instead of V8's 16: a file streamed
 * through (a 200 MB upload: socket → web stream → tus → disk, all short-lived chunks) left up to 30 MB of garbage
 * resident between collections; with small semi-spaces it is collected as it goes, at no cost in throughput we could
 * measure (`npm run bench`, the upload figures). The Dockerfile's CMD says the same.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=2'];

/**
 * npm packages bundled in rather than left as imports. Node's module loader reads and parses a file's package.json
 * `exports` afresh for every file it resolves: drizzle-orm's is 175 KB and the server loads a few hundred of its files,
 * so starting an instance parsed ~170 MB of JSON, garbage that kept a fresh instance ~20 MB heavier until a full
 * collection long after. Hono (24 KB, hundreds of files) likewise.
 */
const BUNDLED_PACKAGES = /^(?:drizzle-orm|hono|@hono\/node-server)(?:\/|$)/;

/** Every other npm package stays an import of node_modules (native code, workers and WebAssembly find their files). */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('node:') || !BUNDLED_PACKAGES.test(args.path) ? { path: args.path, external: true } : undefined,
    );
  },
};

/** `outdir`: elsewhere only to inspect the bundle (its paths to drizzle/ and media/ hold only in the usual place). */
export async function buildServer(outdir = path.dirname(SERVER_BUNDLE)) {
  // Chunk names carry a hash: without this, every build's chunks would pile up beside the new ones.
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/src/main.ts', 'speech-worker': 'server/src/speech/worker.ts' },
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    plugins: [externalPackages],
    // Modules the server imports on first use (the Word writer) stay separate files, loaded then.
    splitting: true,
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
