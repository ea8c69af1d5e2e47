// The scoring-provider interface: every provider maps its answer to the one SpeechResult shape.
import type { SpeechProvider, SpeechResult } from '../../../../src/shared/speech/types.ts';

export interface ScoringInput {
  /** The recording as uploaded (WAV), for providers that take a file. */
  wav: Uint8Array;
  /** The same audio as 16 kHz mono Float32 PCM, for the embedded engine. */
  pcm: Float32Array;
}

export interface ScoringProvider {
  readonly name: SpeechProvider;
  /** Words of the sentence the provider cannot score ([] when all are fine). */
  missingWords(sentence: string): Promise<string[]>;
  scripted(input: ScoringInput & { sentence: string }): Promise<SpeechResult>;
  /** Free speech; absent when the provider cannot do it (the embedded engine needs a sentence). */
  unscripted?(input: ScoringInput): Promise<SpeechResult>;
}
