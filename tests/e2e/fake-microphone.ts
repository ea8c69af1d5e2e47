// Chromium's fake microphone for the speaking browser tests: the file's tests run in a browser whose microphone plays
// `sentence`, spoken by espeak-ng (installed by .ci/run) with half a second of silence on each side, so the recorder is
// running before the voice starts and the voice ends before the student stops. Heard once (%noloop), then silence.
import { test } from './fixtures.ts';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { decodeWav, encodeWav } from '../../src/shared/speech/wav.ts';
import { CHROMIUM_ARGS, testChromium } from '../../scripts/chromium.ts';

/** Call at the top of a spec file. `name`: a folder of its own (files are read by the browser throughout the run). */
export function useFakeMicrophone(name: string, sentence: string): void {
  // Outside test-results: Playwright empties that folder when a run starts.
  const wav = path.join(os.tmpdir(), name, 'fake-mic.wav');
  test.use({
    launchOptions: {
      executablePath: testChromium,
      args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}%noloop`],
    },
    permissions: ['microphone'],
  });
  test.beforeAll(() => {
    // Chromium's fake capture reads a 16-bit PCM WAV; espeak-ng writes one at 22,050 Hz.
    mkdirSync(path.dirname(wav), { recursive: true });
    const raw = path.join(path.dirname(wav), 'espeak.wav');
    execFileSync('espeak-ng', ['-s', '120', '-w', raw, sentence]);
    const { pcm, sampleRate } = decodeWav(new Uint8Array(readFileSync(raw)));
    const pad = Math.round(sampleRate * 0.5);
    const padded = new Float32Array(pcm.length + 2 * pad);
    padded.set(pcm, pad);
    writeFileSync(wav, encodeWav(padded, sampleRate));
  });
}
