// Goodness of pronunciation: each aligned phone's acoustic score against what a free phone-loop decode of the same
// frames achieved, plus how much of the phone the free decode heard as that very phone.

/** A segment as soundswallower reports it: label, begin and duration in seconds, probability of the path. */
export interface Seg {
  t: string;
  b: number;
  d: number;
  p: number;
}

export interface LoopPhone {
  phone: string;
  b: number;
  d: number;
  /** Natural log of the segment's probability. */
  logp: number;
}

export interface PhoneEvidence {
  /** (log p of the aligned phone − log p of the free decode over the same frames) per 10 ms frame; ≤ 0 is usual. */
  deltaPerFrame: number;
  /** Share of the phone's time the free decode heard the same phone (0–1). */
  agreement: number;
  /** Share heard as a phone of the same broad class (vowel, stop, fricative, nasal, approximant). */
  classAgreement: number;
}

const CLASS: Record<string, string> = {};
for (const [cls, phones] of Object.entries({
  vowel: 'AA AE AH AO AW AY EH ER EY IH IY OW OY UH UW',
  stop: 'B D G K P T',
  affricate: 'CH JH',
  fricative: 'DH F HH S SH TH V Z ZH',
  nasal: 'M N NG',
  approximant: 'L R W Y',
}))
  for (const p of phones.split(' ')) CLASS[p] = cls;

export const FRAME_SECONDS = 0.01;

export function phoneEvidence(phone: string, b: number, d: number, p: number, loop: LoopPhone[]): PhoneEvidence {
  const frames = Math.max(1, Math.round(d / FRAME_SECONDS));
  const end = b + d;
  let loopLogp = 0,
    same = 0,
    sameClass = 0;
  for (const s of loop) {
    const overlap = Math.min(end, s.b + s.d) - Math.max(b, s.b);
    if (overlap <= 0) continue;
    loopLogp += s.logp * (s.d > 0 ? overlap / s.d : 0);
    if (s.phone === phone) same += overlap;
    if (CLASS[s.phone] !== undefined && CLASS[s.phone] === CLASS[phone]) sameClass += overlap;
  }
  const alignLogp = Math.log(Math.max(p, 1e-6));
  return {
    deltaPerFrame: (alignLogp - loopLogp) / frames,
    agreement: d > 0 ? Math.min(1, same / d) : 0,
    classAgreement: d > 0 ? Math.min(1, sameClass / d) : 0,
  };
}

/**
 * 0–100 from the evidence. The acoustic part falls linearly from 100 at Δ = 0 to 0 at Δ = ACOUSTIC_FLOOR per frame;
 * the identity part gives full credit for the same phone and a third for the same class. The weights were set on
 * the pocketsphinx test recordings and espeak speech (engine.test.ts): a right word of human speech mostly lands
 * above 70, a swapped word below 45 (WORD_COLOUR_THRESHOLDS).
 */
export const ACOUSTIC_FLOOR = -0.004;
export const ACOUSTIC_WEIGHT = 0.5;

export function phoneScore(e: PhoneEvidence): number {
  const acoustic = Math.max(0, Math.min(1, 1 - e.deltaPerFrame / ACOUSTIC_FLOOR));
  const identity = Math.min(1, e.agreement + (e.classAgreement - e.agreement) / 3);
  return Math.round(100 * (ACOUSTIC_WEIGHT * acoustic + (1 - ACOUSTIC_WEIGHT) * identity));
}
