// Shared validators of spec §5 (phone, email): plain checks for code and valibot pipes for forms and request bodies,
// both built on the patterns in src/shared/constants.ts so that app and server agree.
import * as v from 'valibot';
import { EMAIL_PATTERN, PHONE_PATTERN } from '@/shared/constants.ts';
import { MSG } from '@/shared/messages.ts';

/**
 * People type phones the way they read them ('0912 345 678', '0912-345-678', '0912.345.678'): separators are dropped
 * before the check, so what is stored is the digits (with an optional leading +).
 */
export function normalizePhone(value: string): string {
  return value.trim().replace(/[\s.()-]/g, '');
}

/** Optional +, then 8 to 14 digits (separators allowed, see normalizePhone). */
export function isPhone(value: string | null | undefined): boolean {
  return typeof value === 'string' && PHONE_PATTERN.test(normalizePhone(value));
}

export function isEmail(value: string | null | undefined): boolean {
  return typeof value === 'string' && EMAIL_PATTERN.test(value.trim());
}

/** A required phone: trimmed, separators dropped, then checked. Message MSG.phoneInvalid. */
export const phoneSchema = v.pipe(
  v.string(MSG.phoneInvalid),
  v.transform(normalizePhone),
  v.regex(PHONE_PATTERN, MSG.phoneInvalid),
);

/** An optional phone (profile, registration): '' or absent means none and comes out as undefined. */
export const optionalPhoneSchema = v.pipe(
  v.optional(v.nullable(v.string(MSG.phoneInvalid)), ''),
  v.transform((value) => (value ? normalizePhone(value) : '')),
  v.check((value) => value === '' || PHONE_PATTERN.test(value), MSG.phoneInvalid),
  v.transform((value) => value || undefined),
);

/** A required email: trimmed, MSG.emailRequired when empty, MSG.emailInvalid when malformed. */
export const emailSchema = v.pipe(
  v.string(MSG.emailRequired),
  v.trim(),
  v.nonEmpty(MSG.emailRequired),
  // Only one message at a time: an empty field is "required", not also "malformed".
  v.check((value) => value === '' || EMAIL_PATTERN.test(value), MSG.emailInvalid),
);
