// Account forms (spec §3, §5): login, registration, forgot/new password, change password and profile. One schema
// each, used by the server to validate and by the app's forms, so a rule and its Vietnamese message live only here.
import * as v from 'valibot';
import { MSG } from '../messages.ts';
import { EMAIL_PATTERN, PASSWORD_CHARSET, PASSWORD_PATTERN, PHONE_PATTERN } from '../constants.ts';

export const PASSWORD_MIN_LENGTH = 8;
/** A cap so that hashing a megabyte "password" cannot be used to tie up the server. */
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;

/**
 * A missing key would otherwise be reported with the object's generic message; reading it as '' lets the field's own
 * "required" message speak instead.
 */
const required = <S extends v.GenericSchema<string, string>>(schema: S) => v.optional(schema, '');

export const emailField = required(
  v.pipe(v.string(MSG.emailRequired), v.trim(), v.nonEmpty(MSG.emailRequired), v.maxLength(254, MSG.emailInvalid), v.regex(EMAIL_PATTERN, MSG.emailInvalid)),
);

/** A new password: spec §5 rule (8+ characters of letters, digits and @$!%*#?&). Never trimmed. */
export const newPasswordField = required(
  v.pipe(
    v.string(MSG.passwordRequired),
    v.nonEmpty(MSG.passwordRequired),
    v.minLength(PASSWORD_MIN_LENGTH, MSG.passwordRule),
    v.maxLength(PASSWORD_MAX_LENGTH, MSG.passwordTooLong),
    v.regex(PASSWORD_CHARSET, MSG.passwordCharset),
    v.regex(PASSWORD_PATTERN, MSG.passwordRule),
  ),
);

/** The confirmation is "required and equal": an empty one reads as a mismatch (spec §5). */
// nonEmpty matters: the equality check below is skipped while `password` itself is invalid (e.g. empty), and the
// spec's empty-form submit must still flag the confirmation.
const confirmationField = required(v.pipe(v.string(MSG.passwordMismatch), v.nonEmpty(MSG.passwordMismatch)));
const matches = (i: { password: string; passwordConfirmation: string }) => i.password === i.passwordConfirmation;

export const nameField = (message: string) => required(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(NAME_MAX_LENGTH, MSG.nameTooLong)));

/** Optional phone: spaces, dots and dashes typed as in "0912 345 678" are dropped; '' or null clears it. */
export const phoneField = v.optional(
  v.nullable(
    v.pipe(
      v.string(MSG.phoneInvalid),
      v.transform((s) => s.replace(/[\s.-]/g, '')),
      v.check((s) => s === '' || PHONE_PATTERN.test(s), MSG.phoneInvalid),
      v.transform((s) => (s === '' ? null : s)),
    ),
  ),
);

/** Gender 0/1/2 (spec §3); a select sends it as a string, '' means not given. */
export const genderField = v.optional(
  v.nullable(
    v.pipe(
      v.union([v.number(), v.string()], MSG.genderInvalid),
      v.transform((x) => (x === '' ? null : Number(x))),
      v.check((x) => x === null || x === 0 || x === 1 || x === 2, MSG.genderInvalid),
    ),
  ),
);

export function isValidBirthday(s: string, now = Date.now()): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '1900-01-01' && d.getTime() <= now;
}

/** Birthday as yyyy-MM-dd, a real calendar day not in the future; '' or null clears it. */
export const birthdayField = v.optional(
  v.nullable(
    v.pipe(
      v.string(MSG.birthdayInvalid),
      v.trim(),
      v.check((s) => s === '' || isValidBirthday(s), MSG.birthdayInvalid),
      v.transform((s) => (s === '' ? null : s)),
    ),
  ),
);

export const loginSchema = v.object({
  email: emailField,
  // Only "required" here: the rule applies when a password is set, and an old account may predate it.
  password: required(v.pipe(v.string(MSG.passwordRequired), v.nonEmpty(MSG.passwordRequired), v.maxLength(PASSWORD_MAX_LENGTH, MSG.loginFailed))),
});

export const forgotPasswordSchema = v.object({ email: emailField });

export const newPasswordSchema = v.pipe(
  v.object({
    token: required(v.pipe(v.string(MSG.resetLinkInvalid), v.nonEmpty(MSG.resetLinkInvalid), v.maxLength(200, MSG.resetLinkInvalid))),
    password: newPasswordField,
    passwordConfirmation: confirmationField,
  }),
  v.forward(v.partialCheck([['password'], ['passwordConfirmation']], matches, MSG.passwordMismatch), ['passwordConfirmation']),
);

export const changePasswordSchema = v.pipe(
  v.object({
    oldPassword: required(
      v.pipe(v.string(MSG.oldPasswordRequired), v.nonEmpty(MSG.oldPasswordRequired), v.maxLength(PASSWORD_MAX_LENGTH, MSG.oldPasswordWrong)),
    ),
    password: newPasswordField,
    passwordConfirmation: confirmationField,
  }),
  v.forward(v.partialCheck([['password'], ['passwordConfirmation']], matches, MSG.passwordMismatch), ['passwordConfirmation']),
);

export const registrationSchema = v.pipe(
  v.object({
    last_name: nameField(MSG.lastNameRequired),
    first_name: nameField(MSG.firstNameRequired),
    email: emailField,
    phone: phoneField,
    password: newPasswordField,
    passwordConfirmation: confirmationField,
  }),
  v.forward(v.partialCheck([['password'], ['passwordConfirmation']], matches, MSG.passwordMismatch), ['passwordConfirmation']),
);

export const profileSchema = v.object({
  last_name: nameField(MSG.lastNameRequired),
  first_name: nameField(MSG.firstNameRequired),
  phone: phoneField,
  gender: genderField,
  birthday: birthdayField,
});

export type LoginInput = v.InferInput<typeof loginSchema>;
export type ForgotPasswordInput = v.InferInput<typeof forgotPasswordSchema>;
export type NewPasswordInput = v.InferInput<typeof newPasswordSchema>;
export type ChangePasswordInput = v.InferInput<typeof changePasswordSchema>;
export type RegistrationInput = v.InferInput<typeof registrationSchema>;
export type ProfileInput = v.InferInput<typeof profileSchema>;
export type ProfileOutput = v.InferOutput<typeof profileSchema>;
