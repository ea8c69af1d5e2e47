// The embedded pronunciation engine (isomorphic: Node server and browser Web Worker): forced alignment of the
// expected sentence, a free phone-loop decode of the same audio, goodness of pronunciation per phone and word.
import type { Segment, SoundSwallowerModule } from 'soundswallower';
import { SpeechError } from './errors.ts';
import { letterToSound } from './g2p.ts';
import { phoneEvidence, phoneScore, type LoopPhone } from './gop.ts';
import { sentenceWords, type SentenceWord } from './text.ts';
import { SPEECH_MAX_SECONDS, SPEECH_SAMPLE_RATE, type PhoneScore, type SpeechResult, type WordScore } from './types.ts';
import { VoiceDetector } from './vad.ts';

export const ENGINE_PHONES = [
  'AA',
  'AE',
  'AH',
  'AO',
  'AW',
  'AY',
  'B',
  'CH',
  'D',
  'DH',
  'EH',
  'ER',
  'EY',
  'F',
  'G',
  'HH',
  'IH',
  'IY',
  'JH',
  'K',
  'L',
  'M',
  'N',
  'NG',
  'OW',
  'OY',
  'P',
  'R',
  'S',
  'SH',
  'T',
  'TH',
  'UH',
  'UW',
  'V',
  'W',
  'Y',
  'Z',
  'ZH',
];
const loopWord = (phone: string) => `pl${phone.toLowerCase()}x`;

type SearchSettings = Record<'beam' | 'pbeam' | 'wbeam' | 'fsgusefiller', number> & { maxhmmpf: number | null };
/** Wide beams: a strong accent must still find its way through the sentence rather than fail the alignment. */
const ALIGN_PASS: SearchSettings = { beam: 1e-80, pbeam: 1e-80, wbeam: 1e-60, maxhmmpf: null, fsgusefiller: 1 };
/** The free decode only needs the best phone path: narrow beams keep it within the server's time budget. */
const LOOP_PASS: SearchSettings = { beam: 1e-15, pbeam: 1e-15, wbeam: 1e-10, maxhmmpf: 300, fsgusefiller: 0 };

export interface ScoreOptions {
  provisional?: boolean;
}

export interface PronunciationEngine {
  score(pcm: Float32Array, sentence: string, opts?: ScoreOptions): SpeechResult;
  /** Words of the sentence that have no pronunciation even by letter-to-sound ([] for any Latin-letter text). */
  missingWords(sentence: string): string[];
  /** The pronunciation the engine will align for a word (dictionary, else letter-to-sound), or null. */
  pronounce(word: string): string | null;
  /** Words given letter-to-sound pronunciations so far: they stay in the decoder, so a long-lived owner recycles
   * the engine when this grows large (soundswallower cannot remove words). */
  addedWords(): number;
  delete(): void;
}

export interface EngineOptions {
  /** Log level of the decoder; 'FATAL' (default) because a sentence that does not fit the audio is handled, not an error. */
  loglevel?: string;
  /**
   * Pronunciation dictionary to load instead of the model's dict.txt (3.2 MB): a browser may ship a smaller one;
   * words missing from it get letter-to-sound pronunciations.
   */
  dict?: string;
}

export async function createPronunciationEngine(ss: SoundSwallowerModule, opts: EngineOptions = {}): Promise<PronunciationEngine> {
  // One decoder does both passes (half the memory and model loading of two, which matters in the browser): the
  // search settings are read when a grammar is set, so each pass sets its own before its grammar.
  const d = new ss.Decoder({ loglevel: opts.loglevel ?? 'FATAL', samprate: SPEECH_SAMPLE_RATE, ...(opts.dict ? { dict: opts.dict } : {}) });
  await d.initialize();
  d.add_words(...ENGINE_PHONES.filter((p) => !d.lookup_word(loopWord(p))).map((p): [string, string] => [loopWord(p), p]));
  const loopGrammar = `#JSGF V1.0;\ngrammar phoneloop;\npublic <loop> = ( ${ENGINE_PHONES.map(loopWord).join(' | ')} )+ ;\n`;
  const defaultMaxHmm = Number(d.get_config('maxhmmpf'));
  const configure = (pass: SearchSettings) => {
    for (const [key, value] of Object.entries(pass)) d.set_config(key, value ?? defaultMaxHmm);
  };
  const vad = new VoiceDetector(ss);
  const added = new Map<string, string>();

  function pronounce(word: string): string | null {
    const known = d.lookup_word(word);
    if (known) return known;
    return added.get(word) ?? letterToSound(word);
  }

  /** Makes sure every word is in the aligner's dictionary; returns the words that cannot be. */
  function prepare(words: SentenceWord[]): string[] {
    const missing: string[] = [];
    for (const w of words) {
      if (d.lookup_word(w.key)) continue;
      const pron = letterToSound(w.key);
      if (!pron) {
        missing.push(w.display);
        continue;
      }
      d.add_words([w.key, pron]);
      added.set(w.key, pron);
    }
    return missing;
  }

  function decode(pcm: Float32Array, alignLevel: number): Segment | null {
    d.start();
    d.process_audio(pcm, false, true);
    d.stop();
    try {
      const seg = d.get_alignment({ align_level: alignLevel });
      return seg && Array.isArray(seg.w) ? seg : null;
    } catch {
      // No path through the grammar (audio far too short for the sentence): the result JSON is empty.
      return null;
    }
  }

  function loopPhones(pcm: Float32Array): LoopPhone[] {
    // Word level is enough (each word is one phone) and skips a second, phone-level alignment pass.
    configure(LOOP_PASS);
    d.set_grammar(loopGrammar);
    const seg = decode(pcm, 0);
    if (!seg) return [];
    return (seg.w ?? [])
      .filter((s) => s.t !== '(NULL)')
      .map((s) => ({
        phone: s.t.startsWith('pl') && s.t.endsWith('x') ? s.t.slice(2, -1).toUpperCase() : 'SIL',
        b: s.b,
        d: s.d,
        logp: Math.log(Math.max(s.p, 1e-6)),
      }));
  }

  function align(padded: Float32Array, words: SentenceWord[]): Segment | null {
    configure(ALIGN_PASS);
    d.set_align_text(words.map((w) => w.key).join(' '));
    return shift(decode(padded, 1));
  }

  /**
   * The whole sentence, or else the longest beginning of it that fits the audio (binary search): a student who read
   * half the sentence gets scores for that half, the rest unheard, instead of nothing at all.
   */
  function alignLongestPrefix(padded: Float32Array, words: SentenceWord[]): { aligned: Segment | null; complete: boolean } {
    const whole = align(padded, words);
    if (whole) return { aligned: whole, complete: true };
    let best: Segment | null = null;
    let lo = 0,
      hi = words.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      const seg = align(padded, words.slice(0, mid));
      if (seg) {
        best = seg;
        lo = mid;
      } else hi = mid - 1;
    }
    return { aligned: best, complete: false };
  }

  function score(input: Float32Array, sentence: string, options: ScoreOptions = {}): SpeechResult {
    const pcm = sanitize(input);
    const words = sentenceWords(sentence);
    if (!words.length) throw new SpeechError('emptySentence');
    const duration = pcm.length / SPEECH_SAMPLE_RATE;
    if (duration > SPEECH_MAX_SECONDS) throw new SpeechError('tooLong');
    const missing = prepare(words);
    if (missing.length) throw new SpeechError('unknownWords', missing);
    const base = {
      provider: 'embedded' as const,
      provisional: options.provisional ?? false,
      sentence: sentence.trim(),
      mode: 'scripted' as const,
      duration: Math.round(duration * 100) / 100,
    };
    const voice = vad.detect(pcm);
    const unheard = (w: SentenceWord): WordScore => ({
      word: w.display,
      score: 0,
      start: 0,
      end: 0,
      phones: (pronounce(w.key) ?? '')
        .split(' ')
        .filter(Boolean)
        .map((phone) => ({ phone, score: 0, start: 0, end: 0 })),
    });
    if (voice.hints.includes('noSpeech')) {
      return { ...base, overall: 0, words: words.map(unheard), hints: voice.hints, speechStart: null, speechEnd: null };
    }
    const padded = withSilence(pcm);
    const { aligned, complete } = alignLongestPrefix(padded, words);
    const hints = complete ? voice.hints : [...voice.hints, 'incomplete' as const];
    if (!aligned) return { ...base, overall: 0, words: words.map(unheard), hints, ...speech(voice) };
    const loop = loopPhones(padded).map((p) => ({ ...p, b: p.b - PAD_SECONDS }));
    const spoken = (aligned.w ?? []).filter((s) => !s.t.startsWith('<') && !s.t.startsWith('[') && s.t !== '(NULL)');
    const scored = words.map((w, i): WordScore => {
      const seg = spoken[i];
      if (!seg) return unheard(w);
      const phones: PhoneScore[] = (seg.w ?? []).map((ph) => ({
        phone: ph.t,
        start: round2(ph.b),
        end: round2(ph.b + ph.d),
        score: phoneScore(phoneEvidence(ph.t, ph.b, ph.d, ph.p, loop)),
      }));
      const mean = phones.length ? phones.reduce((s, p) => s + p.score, 0) / phones.length : 0;
      const worst = phones.length ? Math.min(...phones.map((p) => p.score)) : 0;
      // One badly wrong phone spoils a word more than the mean shows.
      return { word: w.display, score: Math.round(0.75 * mean + 0.25 * worst), start: round2(seg.b), end: round2(seg.b + seg.d), phones };
    });
    const weight = scored.reduce((s, w) => s + Math.max(1, w.phones.length), 0);
    const overall = Math.round(scored.reduce((s, w) => s + w.score * Math.max(1, w.phones.length), 0) / weight);
    return { ...base, overall, words: scored, hints, ...speech(voice) };
  }

  return {
    score,
    pronounce,
    addedWords: () => added.size,
    missingWords: (sentence) =>
      sentenceWords(sentence)
        .filter((w) => !pronounce(w.key))
        .map((w) => w.display),
    delete() {
      d.delete();
    },
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Samples a broken recorder or a float WAV may hold (NaN, beyond full scale) would poison the features. */
function sanitize(pcm: Float32Array): Float32Array {
  if (pcm.every((x) => x >= -1 && x <= 1)) return pcm;
  return pcm.map((x) => (Number.isFinite(x) ? Math.max(-1, Math.min(1, x)) : 0));
}

/**
 * Recordings often start or stop mid-word (a tablet's recorder starts late, espeak has no lead-in); alignment needs
 * silence at both ends to find the sentence at all, so a quarter second of faint noise (digital zeros upset the feature normalisation) is added around the audio.
 */
const PAD_SECONDS = 0.25;

function withSilence(pcm: Float32Array): Float32Array {
  const pad = Math.round(PAD_SECONDS * SPEECH_SAMPLE_RATE);
  const out = new Float32Array(pcm.length + 2 * pad);
  let seed = 12345;
  for (let i = 0; i < out.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    out[i] = (seed / 0x7fffffff - 0.5) * 2e-3;
  }
  out.set(pcm, pad);
  return out;
}

/** Segment times back on the recording's own clock. */
function shift(seg: Segment | null): Segment | null {
  if (!seg) return null;
  const move = (s: Segment): Segment => ({ ...s, b: s.b - PAD_SECONDS, w: s.w?.map(move) });
  return move(seg);
}
const speech = (v: { speechStart: number | null; speechEnd: number | null }) => ({ speechStart: v.speechStart, speechEnd: v.speechEnd });
