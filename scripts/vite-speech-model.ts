// Vite plugin: serves the on-device pronunciation engine's files (soundswallower's US-English model and its wasm) to
// the browser. They are gzip-compressed at build time into `<outDir>/speech-model/<hash>/…gz` — the app's server
// sends static files as they are, and the model is 9.5 MB raw, about a third of that compressed — and the scoring
// worker downloads them on first use with progress, decompresses them (DecompressionStream) and keeps them in Cache
// Storage for offline use. The content hash in the path changes whenever the package's model or wasm changes, so an
// old cache is never mixed with a new engine. `virtual:speech-model` tells the app the path and the file sizes.
// Not precached by the service worker (the globPatterns do not match .gz): only students who practise download it.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:speech-model';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** What the decoder fetches (README.txt is documentation only). */
const MODEL_FILES = ['feat_params.json', 'mdef', 'means', 'variances', 'sendump', 'transition_matrices', 'noisedict.txt', 'dict.txt', 'phoneset.json'];

interface ModelFile {
  /** Relative to the base, without '.gz'. */
  path: string;
  bytes: number;
  gzBytes: number;
  gz: Buffer;
}

function collect(root: string): { hash: string; files: ModelFile[] } {
  const pkg = path.join(root, 'node_modules/soundswallower');
  const sources = [
    ...MODEL_FILES.map((name) => ({ path: `en-us/${name}`, file: path.join(pkg, 'model/en-us', name) })),
    { path: 'soundswallower.wasm', file: path.join(pkg, 'soundswallower.web.wasm') },
  ];
  const hash = createHash('sha256');
  const files = sources.map(({ path: rel, file }) => {
    const raw = readFileSync(file);
    hash.update(rel).update(raw);
    const gz = gzipSync(raw, { level: 9 });
    return { path: rel, bytes: raw.length, gzBytes: gz.length, gz };
  });
  return { hash: hash.digest('hex').slice(0, 10), files };
}

/** `projectRoot`: where node_modules is, when the build's root is elsewhere (the bench page). */
export function speechModel(options: { projectRoot?: string } = {}): Plugin {
  let model: { hash: string; files: ModelFile[] } | null = null;
  let base = '/';
  const load = (root: string) => (model ??= collect(root));
  const dir = () => `speech-model/${model!.hash}/`;
  return {
    name: 'speech-model',
    configResolved(config) {
      base = config.base;
      load(options.projectRoot ?? config.root);
    },
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : null),
    load(id) {
      if (id !== RESOLVED_ID) return null;
      const manifest = {
        base: `${base}${dir()}`,
        files: model!.files.map(({ path: p, bytes, gzBytes }) => ({ path: p, bytes, gzBytes })),
      };
      return `export default ${JSON.stringify(manifest)};`;
    },
    generateBundle() {
      for (const f of model!.files) this.emitFile({ type: 'asset', fileName: `${dir()}${f.path}.gz`, source: f.gz });
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        const prefix = `${base}${dir()}`;
        const file = url.startsWith(prefix) ? model!.files.find((f) => `${prefix}${f.path}.gz` === url) : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', 'application/gzip');
        res.setHeader('Content-Length', String(file.gzBytes));
        res.end(file.gz);
      });
    },
  };
}
