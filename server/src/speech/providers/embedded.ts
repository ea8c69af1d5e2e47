// The default provider: the embedded soundswallower engine in this process, no network.
import { nodeEngine } from '../engine-node.ts';
import type { ScoringProvider } from './types.ts';

export const embeddedProvider: ScoringProvider = {
  name: 'embedded',
  async missingWords(sentence) {
    return (await nodeEngine()).missingWords(sentence);
  },
  async scripted({ pcm, sentence }) {
    return (await nodeEngine()).score(pcm, sentence);
  },
};
