import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@/shared/session.ts';
import { decideWarning, levelOf, overallLevel, progressColor, storageFits, usageLines } from './usage.ts';

const user = (over: Partial<CurrentUser> = {}): CurrentUser => ({
  id: 1,
  email: 'a@b.vn',
  first_name: 'Lan',
  last_name: 'Phạm',
  avatar: null,
  phone: null,
  gender: null,
  birthday: null,
  userType: 'teacher',
  schoolRoleId: null,
  schoolRole: null,
  totalUsedStorage: 0,
  totalAvailableStorage: 1000,
  scriptedCallLimit: 100,
  usedScriptedApiCall: 0,
  unscriptedCallLimit: 100,
  usedUnscriptedApiCall: 0,
  totalUsedApiCall: 0,
  totalAvailableApiCall: 200,
  warningWhenNearLimit: true,
  ...over,
});

describe('usage thresholds', () => {
  it('is near from 90 % and over from 100 %', () => {
    expect(levelOf(0.89)).toBe('ok');
    expect(levelOf(0.9)).toBe('near');
    expect(levelOf(0.999)).toBe('near');
    expect(levelOf(1)).toBe('over');
  });

  it('colours progress red from 90 %, amber from 60 %, else blue', () => {
    expect(progressColor(0.59)).toBe('blue');
    expect(progressColor(0.6)).toBe('amber');
    expect(progressColor(0.9)).toBe('red');
  });

  it('takes storage used modulo 1024 and ignores lines without a limit', () => {
    const lines = usageLines(user({ totalUsedStorage: 1024 + 950, totalAvailableStorage: 1000, scriptedCallLimit: 0, usedScriptedApiCall: 5 }));
    expect(lines.find((l) => l.key === 'storage')?.used).toBe(950);
    expect(lines.find((l) => l.key === 'storage')?.level).toBe('near');
    expect(lines.find((l) => l.key === 'scripted')?.level).toBe('ok');
  });

  it('reports the worst level', () => {
    expect(overallLevel(usageLines(user({ usedScriptedApiCall: 95 })))).toBe('near');
    expect(overallLevel(usageLines(user({ usedScriptedApiCall: 95, usedUnscriptedApiCall: 100 })))).toBe('over');
  });
});

describe('decideWarning', () => {
  const near = usageLines(user({ usedScriptedApiCall: 95 }));
  const over = usageLines(user({ usedScriptedApiCall: 100 }));

  it('shows once per token and state', () => {
    const first = decideWarning('tok', near, null);
    expect(first.show).toBe(true);
    expect(decideWarning('tok', near, first.store).show).toBe(false);
    expect(decideWarning('tok', over, first.store).show).toBe(true);
    expect(decideWarning('other-token', near, first.store).show).toBe(true);
  });

  it('clears the memory when usage is no longer near a limit', () => {
    expect(decideWarning('tok', usageLines(user()), 'abc')).toEqual({ show: false, store: null });
  });
});

describe('storageFits', () => {
  const MB = 1024 * 1024;
  it('compares the file with the megabytes left, a limit of 0 allowing nothing (as the server refuses)', () => {
    expect(storageFits({ totalUsedStorage: 1000, totalAvailableStorage: 1024 }, 24 * MB)).toBe(true);
    expect(storageFits({ totalUsedStorage: 1000, totalAvailableStorage: 1024 }, 24 * MB + 1)).toBe(false);
    expect(storageFits({ totalUsedStorage: 0, totalAvailableStorage: 0 }, 1)).toBe(false);
  });
});
