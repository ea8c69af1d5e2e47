// Bench-only: the embedded pronunciation engine's scoring time on the server, printed as JSON with the
// clip it scored (WAV, base64) and its sentence, so the browser figure times the very same audio.
//   tsx scripts/bench/speech-server.ts
import { BENCH_SENTENCE, benchClip, benchSpeechScoring } from '../../server/src/speech/bench.ts';
import { encodeWav } from '../../src/shared/speech/wav.ts';

const SECONDS = 5;
const result = await benchSpeechScoring(5, SECONDS);
const wav = Buffer.from(encodeWav(benchClip(SECONDS))).toString('base64');
// Exits once the line is written: stdout to a pipe is asynchronous, and exiting at once can cut a long line short.
process.stdout.write(`${JSON.stringify({ ...result, sentence: BENCH_SENTENCE, wav })}\n`, () => process.exit(0));
