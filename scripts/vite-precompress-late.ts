// Vite plugin: brotli and gzip copies of the text files written after the bundle — sw.js, which vite-plugin-pwa
// builds in its own closeBundle step, and anything else vite-plugin-compression2 did not see. Runs last and only
// fills gaps, so each file is compressed once.
import { existsSync } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** The text files the server may send precompressed (kept in step with vite.config.ts and static-app.ts). */
export const PRECOMPRESS_INCLUDE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|wasm|xml)$/;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

export function precompressLate(): Plugin {
  let outDir = 'dist';
  return {
    name: 'precompress-late',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        for await (const file of files(outDir)) {
          if (!PRECOMPRESS_INCLUDE.test(file)) continue;
          const raw = await readFile(file);
          if (!existsSync(`${file}.br`)) {
            const out = await br(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } });
            if (out.length < raw.length) await writeFile(`${file}.br`, out);
          }
          if (!existsSync(`${file}.gz`)) {
            const out = await gz(raw, { level: constants.Z_BEST_COMPRESSION });
            if (out.length < raw.length) await writeFile(`${file}.gz`, out);
          }
        }
      },
    },
  };
}
