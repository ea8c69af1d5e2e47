// Shared validators: the spec §5 phone and email rules with their Vietnamese messages.
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { emailSchema, isEmail, isPhone, normalizePhone, optionalPhoneSchema, phoneSchema } from './validators.ts';
import { MSG } from '@/shared/messages.ts';

const issues = (schema: v.GenericSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((i) => i.message);
};

describe('isPhone', () => {
  it('accepts an optional plus and 8 to 14 digits', () => {
    expect(isPhone('0912345678')).toBe(true);
    expect(isPhone('+84912345678')).toBe(true);
    expect(isPhone('12345678')).toBe(true);
    expect(isPhone('12345678901234')).toBe(true);
  });

  it('accepts the separators people type', () => {
    expect(isPhone('0912-345-678')).toBe(true);
    expect(isPhone(' 0912 345 678 ')).toBe(true);
    expect(normalizePhone('(024) 3825.1234')).toBe('02438251234');
  });

  it('rejects too short, too long, letters and a plus in the middle', () => {
    expect(isPhone('1234567')).toBe(false);
    expect(isPhone('123456789012345')).toBe(false);
    expect(isPhone('09123abc78')).toBe(false);
    expect(isPhone('0912+345678')).toBe(false);
    expect(isPhone('')).toBe(false);
    expect(isPhone(null)).toBe(false);
  });
});

describe('isEmail', () => {
  it('accepts ordinary addresses and rejects malformed ones', () => {
    expect(isEmail('hs01@nguyendu.edu.vn')).toBe(true);
    expect(isEmail(' a.b@c.vn ')).toBe(true);
    expect(isEmail('a@b')).toBe(false);
    expect(isEmail('a b@c.vn')).toBe(false);
    expect(isEmail('@c.vn')).toBe(false);
    expect(isEmail(undefined)).toBe(false);
  });
});

describe('phoneSchema / optionalPhoneSchema', () => {
  it('outputs the digits and reports MSG.phoneInvalid', () => {
    expect(v.parse(phoneSchema, '0912 345 678')).toBe('0912345678');
    expect(issues(phoneSchema, '0912')).toEqual([MSG.phoneInvalid]);
    expect(issues(phoneSchema, '')).toEqual([MSG.phoneInvalid]);
  });

  it('treats an empty optional phone as none', () => {
    expect(v.parse(optionalPhoneSchema, '')).toBeUndefined();
    expect(v.parse(optionalPhoneSchema, undefined)).toBeUndefined();
    expect(v.parse(optionalPhoneSchema, null)).toBeUndefined();
    expect(v.parse(optionalPhoneSchema, '+84 912 345 678')).toBe('+84912345678');
    expect(issues(optionalPhoneSchema, '12ab')).toEqual([MSG.phoneInvalid]);
  });
});

describe('emailSchema', () => {
  it('trims, and reports required then malformed', () => {
    expect(v.parse(emailSchema, '  gv01@nguyendu.edu.vn ')).toBe('gv01@nguyendu.edu.vn');
    expect(issues(emailSchema, '   ')).toEqual([MSG.emailRequired]);
    expect(issues(emailSchema, 'gv01@')).toEqual([MSG.emailInvalid]);
    expect(issues(emailSchema, undefined)).toEqual([MSG.emailRequired]);
  });
});
