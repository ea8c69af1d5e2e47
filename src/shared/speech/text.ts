// Sentence → the words the engine aligns: lower case, punctuation dropped, numbers spelled out, display text kept.

export interface SentenceWord {
  /** As written, for the result (punctuation stripped). */
  display: string;
  /** Dictionary key: lower case letters and inner apostrophes. */
  key: string;
}

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 0–9999 in words ("2026" → "two thousand twenty six"); longer numbers are read digit by digit. */
export function numberToWords(n: number): string[] {
  if (!Number.isInteger(n) || n < 0) return [];
  if (n >= 10000)
    return String(n)
      .split('')
      .map((d) => ONES[Number(d)]!);
  const out: string[] = [];
  if (n >= 1000) {
    out.push(ONES[Math.floor(n / 1000)]!, 'thousand');
    n %= 1000;
    if (n === 0) return out;
  }
  if (n >= 100) {
    out.push(ONES[Math.floor(n / 100)]!, 'hundred');
    n %= 100;
    if (n === 0) return out;
  }
  if (n < 20) out.push(ONES[n]!);
  else {
    out.push(TENS[Math.floor(n / 10)]!);
    if (n % 10) out.push(ONES[n % 10]!);
  }
  return out;
}

/** Splits a sentence into words; "Don't" keeps its apostrophe, "well-known" is two words, "10" becomes "ten". */
export function sentenceWords(sentence: string): SentenceWord[] {
  const words: SentenceWord[] = [];
  const tokens = sentence
    .normalize('NFC')
    .replace(/[’‘`]/g, "'")
    .split(/[\s\-–—/]+/);
  for (const raw of tokens) {
    const display = raw.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (!display) continue;
    if (/^\d+$/.test(display)) {
      for (const w of numberToWords(Number(display))) words.push({ display: w, key: w });
      continue;
    }
    const key = display.toLowerCase().replace(/[^\p{L}']/gu, '');
    if (key) words.push({ display, key });
  }
  return words;
}
