// The one pronunciation result shape, shared by the embedded engine (server and browser worker), the cloud adapter,
// the API and the history screens.

/** Why a recording could not be scored well; the UI shows a Vietnamese message for each (SPEECH_HINT_MESSAGES). */
export type SpeechHint =
  /** No voice activity at all (silence, muted or missing microphone). */
  | 'noSpeech'
  /** Speech was already going on in the first frames: the student started before the recorder did. */
  | 'tooEarly'
  /** Speech still going on at the very end: the recording was stopped too soon. */
  | 'tooLate'
  /** Loud background: the quiet parts are almost as loud as the speech. */
  | 'tooNoisy'
  /** Very low level: the student should speak louder or closer to the microphone. */
  | 'tooQuiet'
  /** The speech is much shorter than the sentence needs: words were probably left out. */
  | 'incomplete';

export const SPEECH_HINTS: readonly SpeechHint[] = ['noSpeech', 'tooEarly', 'tooLate', 'tooNoisy', 'tooQuiet', 'incomplete'];

/** Who scored it: 'embedded' = soundswallower GOP (server or device), 'elsa' = the ELSA-compatible cloud adapter. */
export type SpeechProvider = 'embedded' | 'elsa';

export interface PhoneScore {
  /** ARPAbet phone without stress, upper case (AA, AE, ..., ZH), as in the CMU dictionary. */
  phone: string;
  /** 0–100. */
  score: number;
  /** Seconds from the start of the recording. */
  start: number;
  end: number;
}

export interface WordScore {
  /** The word as written in the sentence (punctuation stripped, case kept). */
  word: string;
  /** 0–100; the colour comes from wordColour(score). */
  score: number;
  /** Seconds from the start of the recording; clicking the word plays [start, end). 0/0 when not heard. */
  start: number;
  end: number;
  phones: PhoneScore[];
}

export interface SpeechResult {
  /** 0–100, rounded to an integer. 0 when hints contain 'noSpeech'. */
  overall: number;
  /** Every word of the sentence in order (scripted); the recognised words (unscripted). */
  words: WordScore[];
  hints: SpeechHint[];
  provider: SpeechProvider;
  /** true for an on-device score made offline, replaced by the server's when the upload is scored. */
  provisional: boolean;
  /** The expected sentence (scripted) or the recognised transcript (unscripted). */
  sentence: string;
  /** 'scripted' = read a given sentence; 'unscripted' = free speech (cloud provider only). */
  mode: 'scripted' | 'unscripted';
  /** Length of the audio in seconds. */
  duration: number;
  /** Where speech was heard, seconds (null when none). */
  speechStart: number | null;
  speechEnd: number | null;
}

/**
 * Word colours: green from 70, amber from 45, red below. Set from the embedded engine's scores on the
 * recordings of engine.test.ts: correctly read words of human speech land at 50–95 (most above 70), a word swapped
 * for another at 15–40; the amber band holds what an accent or a swallowed ending gives. A cloud provider's scores
 * use the same bands.
 */
export const WORD_COLOUR_THRESHOLDS = { green: 70, amber: 45 } as const;
export type WordColour = 'green' | 'amber' | 'red';

/** The colour of a score; `thresholds` are the school's (/system/elsa-settings), the bands above by default. */
export function wordColour(
  score: number,
  thresholds: { good: number; fair: number } = { good: WORD_COLOUR_THRESHOLDS.green, fair: WORD_COLOUR_THRESHOLDS.amber },
): WordColour {
  if (score >= thresholds.good) return 'green';
  if (score >= thresholds.fair) return 'amber';
  return 'red';
}

/** The engine's audio format: 16 kHz mono Float32 PCM in [-1, 1]. */
export const SPEECH_SAMPLE_RATE = 16000;
/** Longest recording accepted for scoring (seconds); longer uploads are refused with MSG.speechTooLong. */
export const SPEECH_MAX_SECONDS = 60;
/** Largest accepted upload (bytes): a minute of 48 kHz 16-bit stereo WAV fits. */
export const SPEECH_MAX_UPLOAD_BYTES = 12 * 1024 * 1024;
