// Picks the providers from configuration: scripted practice (embedded by default), unscripted only with the cloud.
import type { SpeechConfig } from '../config.ts';
import { embeddedProvider } from './embedded.ts';
import { elsaProvider } from './elsa.ts';
import type { ScoringProvider } from './types.ts';

export function scriptedProvider(config: SpeechConfig): ScoringProvider {
  return config.scriptedProvider === 'elsa' && config.elsaUrl ? elsaProvider(config) : embeddedProvider;
}

/** null: no cloud provider configured, unscripted practice is not offered. */
export function unscriptedProvider(config: SpeechConfig): ScoringProvider | null {
  return config.elsaUrl ? elsaProvider(config) : null;
}
