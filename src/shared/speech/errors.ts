// The engine's one error type: a code the caller can branch on and the Vietnamese message to show.
import { MSG } from '../messages.ts';

export type SpeechErrorCode = 'emptySentence' | 'unknownWords' | 'badAudio' | 'tooLong';

const MESSAGES: Record<SpeechErrorCode, string> = {
  emptySentence: MSG.speechSentenceRequired,
  unknownWords: MSG.speechUnknownWords,
  badAudio: MSG.speechBadAudio,
  tooLong: MSG.speechTooLong,
};

export class SpeechError extends Error {
  readonly code: SpeechErrorCode;
  /** For 'unknownWords': the words that have no pronunciation. */
  readonly words: string[];

  constructor(code: SpeechErrorCode, words: string[] = []) {
    super(MESSAGES[code].replace('{words}', words.join(', ')));
    this.name = 'SpeechError';
    this.code = code;
    this.words = words;
  }
}
