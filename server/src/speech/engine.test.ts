// The embedded engine on real speech (pocketsphinx-testdata) and synthetic speech (espeak-ng -s 120): right
// sentences score clearly above wrong ones, a swapped word scores below its neighbours, silence says so.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nodeEngine, recycleIfBloated, MAX_ADDED_WORDS } from './engine-node.ts';
import type { PronunciationEngine } from '../../../src/shared/speech/engine.ts';
import type { SpeechResult } from '../../../src/shared/speech/types.ts';
import { wavToEnginePcm } from '../../../src/shared/speech/wav.ts';

const DATA = '/usr/share/pocketsphinx/test/data';
const SR = 16000;

/** goforward.raw: 16 kHz signed 16-bit "go forward ten meters". */
function goForward(): Float32Array {
  const raw = readFileSync(`${DATA}/goforward.raw`);
  const i16 = new Int16Array(raw.buffer, raw.byteOffset, raw.length / 2);
  return Float32Array.from(i16, (x) => x / 32768);
}
const librivox = (id: string) => wavToEnginePcm(new Uint8Array(readFileSync(`${DATA}/librivox/sense_and_sensibility_01_austen_64kb-${id}.wav`)));

/** espeak-ng at 120 words a minute, 22.05 kHz, resampled to 16 kHz in code. */
function espeak(text: string): Float32Array {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'espeak-')), 'say.wav');
  execFileSync('espeak-ng', ['-s', '120', '-w', file, text]);
  return wavToEnginePcm(new Uint8Array(readFileSync(file)));
}

const word = (r: SpeechResult, w: string) => r.words.find((x) => x.word.toLowerCase() === w)!.score;

let engine: PronunciationEngine;
beforeAll(async () => {
  engine = await nodeEngine();
}, 60_000);

describe('embedded engine on human speech', () => {
  it('scores the spoken sentence clearly above a different sentence on the same audio', () => {
    const pcm = goForward();
    const right = engine.score(pcm, 'Go forward ten meters.');
    const wrong = engine.score(pcm, 'The cat sat on a mat.');
    expect(right.overall).toBeGreaterThan(wrong.overall + 25);
    expect(right.words.map((w) => w.word)).toEqual(['Go', 'forward', 'ten', 'meters']);
    expect(right.hints).toEqual([]);
    expect(right.words[1]!.phones.map((p) => p.phone)).toEqual(['F', 'AO', 'R', 'W', 'ER', 'D']);
    expect(right.words[0]!.start).toBeGreaterThan(0.3);
    expect(right.words[3]!.end).toBeLessThan(2.4);
  });

  it('scores a substituted word below the words around it', () => {
    const r = engine.score(goForward(), 'go backward ten meters');
    expect(word(r, 'backward')).toBeLessThan(word(r, 'go') - 20);
    expect(word(r, 'backward')).toBeLessThan(word(r, 'ten') - 20);
    const l = engine.score(librivox('0880'), 'he was not an ill disposed old man');
    expect(word(l, 'old')).toBeLessThan(word(l, 'disposed') - 20);
    expect(word(l, 'old')).toBeLessThan(word(l, 'man') - 20);
  });

  it('gives the words of a correct reading of a book sentence mostly green or amber', () => {
    const r = engine.score(librivox('0880'), 'He was not an ill-disposed young man.');
    expect(r.overall).toBeGreaterThanOrEqual(60);
    expect(r.words.filter((w) => w.score < 50).length).toBeLessThanOrEqual(1);
  });
});

describe('embedded engine on synthetic speech', () => {
  it('scores the spoken sentence above a different sentence', () => {
    const pcm = espeak('I go to school by bike every morning');
    const right = engine.score(pcm, 'I go to school by bike every morning');
    const wrong = engine.score(pcm, 'The cat sat on the mat');
    expect(right.overall).toBeGreaterThan(wrong.overall + 10);
  });

  it('scores a substituted word below its neighbours', () => {
    const r = engine.score(espeak('I go to school by bike every morning'), 'I go to school by car every morning');
    expect(word(r, 'car')).toBeLessThan(word(r, 'by'));
    expect(word(r, 'car')).toBeLessThan(word(r, 'every'));
  });

  it('says the student started too early when speech begins with the recording', () => {
    expect(engine.score(espeak('hello my friends'), 'hello my friends').hints).toContain('tooEarly');
  });
});

describe('embedded engine hints and words', () => {
  it('hears no speech in silence and scores it 0', () => {
    const r = engine.score(new Float32Array(2 * SR), 'hello world');
    expect(r.hints).toEqual(['noSpeech']);
    expect(r.overall).toBe(0);
    expect(r.words.map((w) => w.score)).toEqual([0, 0]);
    expect(r.speechStart).toBeNull();
  });

  it('says the background is too noisy, and the voice too quiet, from the levels of the recording', () => {
    let seed = 1;
    const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * 0.04;
    expect(
      engine.score(
        goForward().map((x) => x + noise()),
        'go forward ten meters',
      ).hints,
    ).toEqual(['tooNoisy']);
    expect(
      engine.score(
        goForward().map((x) => x * 0.1),
        'go forward ten meters',
      ).hints,
    ).toEqual(['tooQuiet']);
    expect(
      engine.score(
        goForward().map((x) => x * 0.5),
        'go forward ten meters',
      ).hints,
    ).toEqual([]);
    // The voice detector is reused between recordings: a noisy one must not change how the next clean one is heard.
    const again = engine.score(goForward(), 'go forward ten meters');
    expect(again.hints).toEqual([]);
    expect(again.speechStart).toBeGreaterThan(0.3);
  });

  it('scores the part of the sentence that was read and marks the rest unheard', () => {
    const r = engine.score(goForward(), 'go forward ten meters and then turn left at the big red house');
    expect(r.hints).toContain('incomplete');
    expect(word(r, 'forward')).toBeGreaterThanOrEqual(60);
    expect(r.words.slice(-4).map((w) => w.score)).toEqual([0, 0, 0, 0]);
    expect(r.overall).toBeLessThan(engine.score(goForward(), 'go forward ten meters').overall - 20);
  });

  it('says the recording stopped too soon when it ends mid-word', () => {
    const r = engine.score(goForward().slice(0, Math.round(1.8 * SR)), 'go forward ten meters');
    expect(r.hints).toContain('tooLate');
  });

  it('gives words outside the dictionary a pronunciation and refuses text with no Latin letters', () => {
    expect(engine.missingWords('Xin chào, Nguyễn Lan!')).toEqual([]);
    expect(engine.pronounce('nguyen')).toMatch(/^[A-Z ]+$/);
    expect(engine.missingWords('hello 你好')).toEqual(['你好']);
    expect(() => engine.score(goForward(), '你好')).toThrow(/không đọc được/);
    expect(() => engine.score(goForward(), '  ... ')).toThrow(/Vui lòng nhập câu/);
  });
});

describe('engine lifetime', () => {
  it('counts letter-to-sound words and is recycled once too many have piled up', async () => {
    const before = engine.addedWords();
    engine.score(goForward(), 'go forward ten zorblaxes');
    expect(engine.addedWords()).toBe(before + 1);
    const bloated = { addedWords: () => MAX_ADDED_WORDS + 1, delete: vi.fn() } as unknown as PronunciationEngine;
    const same = nodeEngine();
    recycleIfBloated(engine);
    expect(nodeEngine()).toBe(same);
    recycleIfBloated(bloated);
    expect(bloated.delete).toHaveBeenCalledOnce();
    expect(nodeEngine()).not.toBe(same);
    expect((await nodeEngine()).score(goForward(), 'go forward ten meters').overall).toBeGreaterThan(50);
  }, 60_000);
});
