import { afterEach, describe, expect, it } from 'vitest';
import { armLanding, landingSchool, rememberSchool, takeLanding } from './landing.ts';

const session = (...ids: number[]) => ({ userSchools: ids.map((id) => ({ school: { id } })) }) as Parameters<typeof landingSchool>[0];

afterEach(() => localStorage.clear());

describe('landingSchool', () => {
  it('opens the only school', () => {
    expect(landingSchool(session(4))).toBe(4);
  });

  it('opens the school last used on this device when the user belongs to it', () => {
    expect(landingSchool(session(4, 7))).toBeNull();
    rememberSchool(7);
    expect(landingSchool(session(4, 7))).toBe(7);
    expect(landingSchool(session(4, 9))).toBeNull();
  });

  it('leaves a user of no school on the overview', () => {
    rememberSchool(7);
    expect(landingSchool(session())).toBeNull();
  });
});

describe('takeLanding', () => {
  it('lands the first screen only, and again after a sign-in', () => {
    takeLanding();
    expect(takeLanding()).toBe(false);
    armLanding();
    expect(takeLanding()).toBe(true);
    expect(takeLanding()).toBe(false);
  });
});
