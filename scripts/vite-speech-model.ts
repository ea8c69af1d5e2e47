// Vite plugin: serves the on-device pronunciation engine's files (soundswallower's US-English model and its wasm) to
// the browser. The build writes them to `<outDir>/speech-model/<hash>/` with brotli and gzip copies beside them
// (10 MB raw, under half that compressed), which the server sends by Accept-Encoding like every other file; the
// scoring worker downloads them on first use with progress and keeps them in Cache Storage for offline use. The
// content hash in the path changes whenever the package's model or wasm changes, so an old cache is never mixed with
// a new engine. `virtual:speech-model` tells the app the path and the file sizes. Not precached by the service
// worker (its globPatterns do not match these files): only students who practise download the model.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const VIRTUAL_ID = 'virtual:speech-model';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** What the decoder fetches (README.txt is documentation only). */
const MODEL_FILES = ['feat_params.json', 'mdef', 'means', 'variances', 'sendump', 'transition_matrices', 'noisedict.txt', 'dict.txt', 'phoneset.json'];

interface ModelFile {
  /** Relative to the base. */
  path: string;
  bytes: number;
  /** Brotli size: what a browser downloads. */
  wireBytes: number;
  raw: Buffer;
  br: Buffer;
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
    // Quality 9, not 11: 4 % larger, thirty times faster on these 10 MB (every build pays it).
    const br = brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
    const gz = gzipSync(raw, { level: 9 });
    return { path: rel, bytes: raw.length, wireBytes: br.length, raw, br, gz };
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
        files: model!.files.map(({ path: p, bytes, wireBytes }) => ({ path: p, bytes, wireBytes })),
      };
      return `export default ${JSON.stringify(manifest)};`;
    },
    generateBundle() {
      for (const f of model!.files) {
        this.emitFile({ type: 'asset', fileName: `${dir()}${f.path}`, source: f.raw });
        this.emitFile({ type: 'asset', fileName: `${dir()}${f.path}.br`, source: f.br });
        this.emitFile({ type: 'asset', fileName: `${dir()}${f.path}.gz`, source: f.gz });
      }
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const url = (req.url ?? '').split('?')[0]!;
        const prefix = `${base}${dir()}`;
        const file = url.startsWith(prefix) ? model!.files.find((f) => `${prefix}${f.path}` === url) : undefined;
        if (!file) return next();
        res.setHeader('Content-Type', 'application/octet-stream');
        res.setHeader('Content-Length', String(file.bytes));
        res.end(file.raw);
      });
    },
  };
}
