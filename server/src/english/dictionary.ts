// Which words of a text the pronunciation scorer has no dictionary entry for (spec §5: the scorer aligns every word
// against a pronunciation; a word missing from the CMU dictionary gets one made by letter-to-sound rules, which is
// rougher). The editor marks such items "Phát âm tự sinh" so the author can check the spelling or pick another word.
// The check runs here, not in the browser: the dictionary is the engine model's dict.txt (3 MB), which the app only
// downloads for practice, and the server's scorer and the browser's both load that same file.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sentenceWords } from '../../../src/shared/speech/text.ts';
import { modelBase } from '../speech/engine-node.ts';

let words: Promise<Set<string>> | null = null;

/** The dictionary's words (lower case; "read(2)" variants folded into "read"), read once per process. */
export function dictionaryWords(): Promise<Set<string>> {
  words ??= readFile(path.join(modelBase(), 'en-us', 'dict.txt'), 'utf8').then((text) => {
    const set = new Set<string>();
    for (const line of text.split('\n')) {
      const head = line.slice(0, line.indexOf(' ')).replace(/\(\d+\)$/, '');
      if (head) set.add(head.toLowerCase());
    }
    return set;
  });
  words.catch(() => {
    words = null;
  });
  return words;
}

/** The words of `text` (as written) that the dictionary lacks, each once. */
export function generatedWords(dict: Set<string>, text: string): string[] {
  const out: string[] = [];
  for (const w of sentenceWords(text)) if (!dict.has(w.key) && !out.includes(w.display)) out.push(w.display);
  return out;
}
