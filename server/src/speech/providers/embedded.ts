// The default provider: the embedded soundswallower engine on this server (in a worker thread), no network.
import { missingWordsOffThread, scoreOffThread } from '../engine-pool.ts';
import type { ScoringProvider } from './types.ts';

export const embeddedProvider: ScoringProvider = {
  name: 'embedded',
  missingWords: (sentence) => missingWordsOffThread(sentence),
  scripted: ({ pcm, sentence }) => scoreOffThread(pcm, sentence),
};
