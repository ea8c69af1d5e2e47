// Letter-to-sound rules for words missing from the CMU dictionary (names, new words): a pronunciation good enough
// to align against, never shown to the student as "the" pronunciation.

/** Longest graphemes first; each maps to ARPAbet phones. */
const RULES: [string, string][] = [
  ['tion', 'SH AH N'],
  ['sion', 'ZH AH N'],
  ['ture', 'CH ER'],
  ['ough', 'AO'],
  ['augh', 'AO'],
  ['eigh', 'EY'],
  ['igh', 'AY'],
  ['tch', 'CH'],
  ['dge', 'JH'],
  ['sch', 'S K'],
  ['que', 'K'],
  ['ch', 'CH'],
  ['sh', 'SH'],
  ['th', 'TH'],
  ['ph', 'F'],
  ['wh', 'W'],
  ['ng', 'NG'],
  ['ck', 'K'],
  ['qu', 'K W'],
  ['kn', 'N'],
  ['wr', 'R'],
  ['gh', 'G'],
  ['ee', 'IY'],
  ['ea', 'IY'],
  ['ie', 'IY'],
  ['oo', 'UW'],
  ['ou', 'AW'],
  ['ow', 'OW'],
  ['oa', 'OW'],
  ['oi', 'OY'],
  ['oy', 'OY'],
  ['ai', 'EY'],
  ['ay', 'EY'],
  ['ey', 'EY'],
  ['au', 'AO'],
  ['aw', 'AO'],
  ['ew', 'UW'],
  ['ue', 'UW'],
  ['ar', 'AA R'],
  ['er', 'ER'],
  ['ir', 'ER'],
  ['ur', 'ER'],
  ['or', 'AO R'],
  ['a', 'AE'],
  ['b', 'B'],
  ['c', 'K'],
  ['d', 'D'],
  ['e', 'EH'],
  ['f', 'F'],
  ['g', 'G'],
  ['h', 'HH'],
  ['i', 'IH'],
  ['j', 'JH'],
  ['k', 'K'],
  ['l', 'L'],
  ['m', 'M'],
  ['n', 'N'],
  ['o', 'AA'],
  ['p', 'P'],
  ['q', 'K'],
  ['r', 'R'],
  ['s', 'S'],
  ['t', 'T'],
  ['u', 'AH'],
  ['v', 'V'],
  ['w', 'W'],
  ['x', 'K S'],
  ['y', 'Y'],
  ['z', 'Z'],
];

/** Latin letters with Vietnamese (and other) diacritics → the bare letter, so "Hà Nội" can still be aligned. */
function foldDiacritics(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D');
}

/** A pronunciation for any word with Latin letters, or null when it has none. */
export function letterToSound(word: string): string | null {
  let w = foldDiacritics(word)
    .toLowerCase()
    .replace(/[^a-z]/g, '');
  if (!w) return null;
  // A final silent e after a consonant ("name", "cake") lengthens nothing we can model simply: drop it.
  if (w.length > 3 && /[^aeiou]e$/.test(w)) w = w.slice(0, -1);
  const phones: string[] = [];
  let i = 0;
  while (i < w.length) {
    // Doubled consonants sound once.
    if (i > 0 && w[i] === w[i - 1] && !'aeiou'.includes(w[i]!)) {
      i += 1;
      continue;
    }
    const next = w[i + 1] ?? '';
    const ch = w[i]!;
    if (ch === 'c' && 'eiy'.includes(next)) {
      phones.push('S');
      i += 1;
      continue;
    }
    if (ch === 'y') {
      phones.push(i === 0 ? 'Y' : i === w.length - 1 ? 'IY' : 'IH');
      i += 1;
      continue;
    }
    const rule = RULES.find(([g]) => w.startsWith(g, i))!;
    phones.push(rule[1]);
    i += rule[0].length;
  }
  return phones.join(' ');
}
