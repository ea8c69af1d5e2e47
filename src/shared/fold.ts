// Search text without Vietnamese diacritics: "Phương trình" and "phuong trinh" fold to the same text, so a teacher
// typing on a keyboard without Telex finds what was written with it. The server stores folded text beside each
// library item (search_text) and matches folded queries against it with LIKE, the same on PGlite and PostgreSQL.

/** Lower case, no diacritics, đ → d, runs of white space as one space. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/[đĐ]/g, 'd').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** The words of a query, folded; an empty query has none. */
export function foldedWords(query: string): string[] {
  const folded = fold(query);
  return folded ? folded.split(' ') : [];
}

/** A name as it is compared for being taken (a role's, a group's): case aside, accents kept ("Lớp 7a1" is "Lớp 7A1"). */
export const nameKey = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('vi');
