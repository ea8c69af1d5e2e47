// Accent-insensitive name search: "nguyen du" finds "Nguyễn Du". Done with translate() rather than the unaccent
// extension because PGlite does not ship it, and with our own lower-casing because PGlite's C locale leaves
// non-ASCII capitals alone.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const GROUPS: [string, string][] = [
  ['a', 'àáảãạăằắẳẵặâầấẩẫậ'],
  ['e', 'èéẻẽẹêềếểễệ'],
  ['i', 'ìíỉĩị'],
  ['o', 'òóỏõọôồốổỗộơờớởỡợ'],
  ['u', 'ùúủũụưừứửữự'],
  ['y', 'ỳýỷỹỵ'],
  ['d', 'đ'],
];

export const FOLD_FROM = GROUPS.map(([, accented]) => accented + accented.toUpperCase()).join('');
export const FOLD_TO = GROUPS.map(([base, accented]) => base.repeat(accented.length) + base.toUpperCase().repeat(accented.length)).join('');

/** The search form of a text: no accents, lower case, single spaces. */
export function foldText(text: string): string {
  return text
    .normalize('NFC')
    .split('')
    .map((ch) => {
      const i = FOLD_FROM.indexOf(ch);
      return i >= 0 ? FOLD_TO[i]! : ch;
    })
    .join('')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The SQL twin of foldText for a column or expression. */
export function foldSql(expr: AnyPgColumn | SQL): SQL {
  return sql`lower(translate(${expr}, ${FOLD_FROM}, ${FOLD_TO}))`;
}

/** `expr` contains the folded search term (LIKE wildcards in the term are taken literally). */
export function containsFolded(expr: AnyPgColumn | SQL, term: string): SQL {
  const escaped = foldText(term).replace(/[\\%_]/g, (m) => `\\${m}`);
  return sql`${foldSql(expr)} like ${`%${escaped}%`}`;
}

/**
 * `column` (text already folded, such as users.search_text) contains the folded search term: no fold per row at query
 * time, which is what a list of thousands of people searched by name would otherwise spend its time on.
 */
export function containsFoldedText(column: AnyPgColumn, term: string): SQL {
  const escaped = foldText(term).replace(/[\\%_]/g, (m) => `\\${m}`);
  return sql`${column} like ${`%${escaped}%`}`;
}
