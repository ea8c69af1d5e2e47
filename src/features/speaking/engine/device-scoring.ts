// The tab's one scoring client over the bundled model manifest: the worker and the model load once per tab, and only
// when a speaking screen asks (this module is imported by the speaking routes alone).
import SPEECH_MODEL from 'virtual:speech-model';
import { createScoringClient, type ScoringClient } from './scoring-client.ts';

let shared: ScoringClient | null = null;

export function scoringClient(): ScoringClient {
  shared ??= createScoringClient(SPEECH_MODEL, () => new Worker(new URL('./scoring-worker.ts', import.meta.url), { type: 'module', name: 'speech-scoring' }));
  return shared;
}
