// Usage limits of spec §9: scripted and unscripted AI pronunciation calls and upload storage; near at ≥ 90 %,
// over at ≥ 100 %; the warning is shown once per login token and state (remembered as a hash).
import { USAGE_NEAR_RATIO } from '@/shared/constants.ts';
import type { CurrentUser } from '@/shared/session.ts';

const MB = 1024 * 1024;

export type UsageLevel = 'ok' | 'near' | 'over';

export interface UsageLine {
  key: 'scripted' | 'unscripted' | 'storage';
  label: string;
  used: number;
  limit: number;
  unit: string;
  /** used / limit, 0 when there is no limit. */
  ratio: number;
  level: UsageLevel;
}

export function levelOf(ratio: number): UsageLevel {
  if (ratio >= 1) return 'over';
  if (ratio >= USAGE_NEAR_RATIO) return 'near';
  return 'ok';
}

/** Progress colours (spec §9): red from 90 %, amber from 60 %, else blue. */
export function progressColor(ratio: number): 'red' | 'amber' | 'blue' {
  if (ratio >= 0.9) return 'red';
  if (ratio >= 0.6) return 'amber';
  return 'blue';
}

function line(key: UsageLine['key'], label: string, used: number, limit: number, unit: string): UsageLine {
  const ratio = limit > 0 ? used / limit : 0;
  return { key, label, used, limit, unit, ratio, level: levelOf(ratio) };
}

export function usageLines(u: CurrentUser): UsageLine[] {
  return [
    line('scripted', 'Lượt chấm phát âm theo mẫu', u.usedScriptedApiCall, u.scriptedCallLimit, 'lượt'),
    line('unscripted', 'Lượt chấm phát âm tự do', u.usedUnscriptedApiCall, u.unscriptedCallLimit, 'lượt'),
    // Spec §9: storage used is taken modulo 1024.
    line('storage', 'Dung lượng tải lên', u.totalUsedStorage % 1024, u.totalAvailableStorage, 'MB'),
  ];
}

/**
 * Whether `bytes` more fit in the user's storage, by the server's rule (server/src/uploads/quota.ts): what they use
 * plus the file within their limit, a limit of 0 allowing nothing. The used figure is the real one, not the
 * display's modulo-1024 value.
 */
export function storageFits(user: Pick<CurrentUser, 'totalUsedStorage' | 'totalAvailableStorage'>, bytes: number): boolean {
  return user.totalUsedStorage * MB + bytes <= user.totalAvailableStorage * MB;
}

/** The worst level over all lines. */
export function overallLevel(lines: UsageLine[]): UsageLevel {
  if (lines.some((l) => l.level === 'over')) return 'over';
  if (lines.some((l) => l.level === 'near')) return 'near';
  return 'ok';
}

/** A short state string: the overall level plus which lines reached it. */
export function usageState(lines: UsageLine[]): string {
  const level = overallLevel(lines);
  return `${level}:${lines
    .filter((l) => l.level !== 'ok')
    .map((l) => `${l.key}=${l.level}`)
    .join(',')}`;
}

/** djb2: enough to tell token+state pairs apart without keeping the token itself in another key. */
export function hashText(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = ((h << 5) + h + text.charCodeAt(i)) | 0;
  return (h >>> 0).toString(36);
}

export interface SeenDecision {
  show: boolean;
  /** The value to store (null clears it). */
  store: string | null;
}

/** Whether to show the warning now, given the stored hash of what was shown last. */
export function decideWarning(token: string, lines: UsageLine[], seen: string | null): SeenDecision {
  if (overallLevel(lines) === 'ok') return { show: false, store: null };
  const hash = hashText(`${token}|${usageState(lines)}`);
  return { show: hash !== seen, store: hash };
}
