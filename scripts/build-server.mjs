// The server for production: server/src bundled into plain JavaScript (its npm packages stay imports of node_modules),
// so a running instance carries no TypeScript loader. Under tsx the same server held about 40 MB more resident memory,
// and in a province every instance pays it.
//   node scripts/build-server.mjs   → server/dist/node/main.mjs and the scoring worker beside it
// The bundle sits two folders under server/, like every source file that finds its data from its own address
// (`../../drizzle` from server/src/db, `../../media` from server/src/exams): those paths hold in the bundle as well.
import { build } from 'esbuild';
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

export async function buildServer() {
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/src/main.ts', 'speech-worker': 'server/src/speech/worker.ts' },
    outdir: path.dirname(SERVER_BUNDLE),
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    packages: 'external',
    // Modules the server imports on first use (the Word writer) stay separate files, loaded then.
    splitting: true,
    chunkNames: '[name]-[hash]',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
