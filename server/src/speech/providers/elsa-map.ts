// Maps an ELSA-compatible answer to our SpeechResult. The fields read are those of ELSA's score_audio responses
// (utterance → words → phonemes with nativeness scores and times); missing or differently named scores fall back
// to plain `score`, and 0–1 fractions are scaled to 0–100.
import type { PhoneScore, SpeechHint, SpeechResult, WordScore } from '../../../../src/shared/speech/types.ts';

type Json = Record<string, unknown>;

const IPA_TO_ARPABET: Record<string, string> = {
  ɑ: 'AA',
  æ: 'AE',
  ʌ: 'AH',
  ə: 'AH',
  ɔ: 'AO',
  aʊ: 'AW',
  aɪ: 'AY',
  b: 'B',
  tʃ: 'CH',
  d: 'D',
  ð: 'DH',
  ɛ: 'EH',
  ɜ: 'ER',
  ɝ: 'ER',
  ɚ: 'ER',
  eɪ: 'EY',
  f: 'F',
  ɡ: 'G',
  g: 'G',
  h: 'HH',
  ɪ: 'IH',
  i: 'IY',
  iː: 'IY',
  dʒ: 'JH',
  k: 'K',
  l: 'L',
  m: 'M',
  n: 'N',
  ŋ: 'NG',
  oʊ: 'OW',
  ɔɪ: 'OY',
  p: 'P',
  ɹ: 'R',
  r: 'R',
  s: 'S',
  ʃ: 'SH',
  t: 'T',
  θ: 'TH',
  ʊ: 'UH',
  u: 'UW',
  uː: 'UW',
  v: 'V',
  w: 'W',
  j: 'Y',
  z: 'Z',
  ʒ: 'ZH',
};

const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null;
const arr = (v: unknown): Json[] => (Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Json[]) : []);

/** A 0–100 score from whichever score field is present. */
function score(o: Json): number {
  const raw = num(o.nativeness_score) ?? num(o.pronunciation_score) ?? num(o.score) ?? num(o.overall_score) ?? 0;
  const scaled = raw > 0 && raw <= 1 && !Number.isInteger(raw) ? raw * 100 : raw;
  return Math.round(Math.max(0, Math.min(100, scaled)));
}

const seconds = (o: Json, key: string): number => Math.round((num(o[key]) ?? 0) * 100) / 100;

function phone(o: Json): PhoneScore {
  const text = String(o.text ?? o.phoneme ?? '').trim();
  return { phone: IPA_TO_ARPABET[text] ?? text.toUpperCase(), score: score(o), start: seconds(o, 'start_time'), end: seconds(o, 'end_time') };
}

function word(o: Json): WordScore {
  return {
    word: String(o.text ?? o.word ?? ''),
    score: score(o),
    start: seconds(o, 'start_time'),
    end: seconds(o, 'end_time'),
    phones: arr(o.phonemes ?? o.phones).map(phone),
  };
}

export function mapElsaResponse(body: unknown, opts: { mode: 'scripted' | 'unscripted'; sentence?: string; duration: number }): SpeechResult {
  const root = (body && typeof body === 'object' ? body : {}) as Json;
  const utterances = arr(root.utterance ?? root.utterances);
  const words = utterances
    .flatMap((u) => arr(u.words))
    .map(word)
    .filter((w) => w.word);
  const hints: SpeechHint[] = words.length ? [] : ['noSpeech'];
  const explicit = utterances.length ? utterances.map(score) : [];
  const overall = !words.length
    ? 0
    : explicit.some((s) => s > 0)
      ? Math.round(explicit.reduce((a, b) => a + b, 0) / explicit.length)
      : Math.round(words.reduce((a, w) => a + w.score, 0) / words.length);
  const transcript = utterances
    .map((u) => String(u.sentence ?? u.text ?? ''))
    .filter(Boolean)
    .join(' ');
  const heard = words.filter((w) => w.end > w.start);
  return {
    overall,
    words,
    hints,
    provider: 'elsa',
    provisional: false,
    sentence: opts.mode === 'scripted' ? (opts.sentence ?? transcript) : transcript || words.map((w) => w.word).join(' '),
    mode: opts.mode,
    duration: Math.round(opts.duration * 100) / 100,
    speechStart: heard.length ? heard[0]!.start : null,
    speechEnd: heard.length ? heard[heard.length - 1]!.end : null,
  };
}
