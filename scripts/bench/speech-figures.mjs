// The pronunciation figures of `npm run bench`: scoring a 5 s recording on the server and in the browser
// (4× CPU slowdown) as a fraction of the audio's duration, and the on-device model's download size.
import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { openBenchPage } from './browser.mjs';
/* global window -- the callbacks given to page.evaluate run inside the page */

const round = (x, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Server: the embedded engine in Node (scripts/bench/speech-server.ts); returns the figure and the clip it scored. */
export function serverScoring({ root, bin }) {
  const run = spawnSync(bin('tsx'), ['scripts/bench/speech-server.ts'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`speech-server.ts: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop());
}

const BROWSER_RUNS = 5;

/**
 * Browser: the same engine and clip in Chromium, on the page's thread with the CPU slowed 4× (Chromium's throttling
 * does not reach workers; the scoring worker runs the same code). The engine loads unthrottled, then 5 timed runs
 * (their median: one run on a busy machine can take half as long again).
 */
export async function browserScoring(context, base, benchDir, clip) {
  const page = await openBenchPage(context, base, benchDir);
  const wav = [...Buffer.from(clip.wav, 'base64')];
  await page.evaluate(([w, s]) => window.__bench.timeScoring(w, s, 5, 0), [wav, clip.sentence]);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { times, audioSeconds } = await page.evaluate(([w, s, runs]) => window.__bench.timeScoring(w, s, 5, runs), [wav, clip.sentence, BROWSER_RUNS]);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { medianMs: median(times), audioSeconds, realTimeFactor: median(times) / 1000 / audioSeconds };
}

/** Bytes of the model files as a browser downloads them (the brotli copies) from the build's speech-model folder. */
export function modelDownloadBytes(staticDir) {
  const dir = path.join(staticDir, 'speech-model');
  let total = 0;
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const file = path.join(d, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.br')) total += statSync(file).size;
    }
  };
  walk(dir);
  return total;
}

export async function measureSpeechFigures({ root, bin, context, base, benchDir, staticDir }) {
  const server = serverScoring({ root, bin });
  const browser = await browserScoring(context, base, benchDir, server);
  const mib = (b) => round(b / 1024 / 1024, 2);
  return [
    {
      name: 'scoring 5 s of speech, server ÷ duration',
      value: round(server.realTimeFactor),
      unit: '×',
      limit: 0.2,
      detail: `${server.medianMs} ms for ${server.audioSeconds} s (median of 5)`,
    },
    {
      name: 'scoring 5 s of speech, browser 4× slower',
      value: round(browser.realTimeFactor),
      unit: '×',
      limit: 0.5,
      detail: `${Math.round(browser.medianMs)} ms for ${browser.audioSeconds} s (median of ${BROWSER_RUNS}, page thread, CPU throttled 4×)`,
    },
    {
      name: 'speech model download (brotli)',
      value: mib(modelDownloadBytes(staticDir)),
      unit: 'MiB',
      limit: null,
      detail: 'first practice only; kept for offline',
    },
  ];
}
