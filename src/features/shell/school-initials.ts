// A school's mark when it has no logo: the initials of the distinctive part of its name, not of the words every
// school name starts with ("Trường THCS Nguyễn Du" → "ND", "Trường Tiểu học Hoà Bình" → "HB").
const LEVEL_PREFIX =
  /^(trường\s+)?((mầm\s+non|mẫu\s+giáo|tiểu\s+học|trung\s+học\s+cơ\s+sở|trung\s+học\s+phổ\s+thông|phổ\s+thông|liên\s+cấp|ptdtbt|ptdtnt|mn|mg|th|thcs|thpt|pt)(\s*[&,-]\s*|\s+và\s+|\s+))+/iu;

export function schoolInitials(name: string): string {
  const rest = name
    .trim()
    .replace(LEVEL_PREFIX, '')
    .replace(/^số\s+/iu, '');
  const words = (rest || name).split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const picked = words.length <= 3 ? words : [words[0]!, ...words.slice(-2)];
  return (
    picked
      .map((w) => [...w.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}
