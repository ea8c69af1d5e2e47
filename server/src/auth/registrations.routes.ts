// Self sign-up (spec §7 POST registrations): creates a teacher account with no school yet and signs it in. Students
// never register themselves; their schools create their accounts.
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import { invalid } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { hashPassword } from './passwords.ts';
import { buildSession, issueToken } from './session.ts';
import * as t from '../db/schema.ts';
import { registrationSchema } from '../../../src/shared/schemas/account.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { LoginData } from '../../../src/shared/session.ts';

const emailTaken = () => invalid({ email: [MSG.emailTaken] });

/** PostgreSQL's unique_violation, whether the driver error arrives bare or wrapped by Drizzle. */
function isUniqueViolation(e: unknown): boolean {
  const code = (x: unknown) => (x && typeof x === 'object' && 'code' in x ? (x as { code: unknown }).code : undefined);
  return code(e) === '23505' || code((e as { cause?: unknown } | null)?.cause) === '23505';
}

export const registrations = new Hono<AppEnv>().post('/registrations', async (c) => {
  const input = await body(c, registrationSchema);
  const { db } = c.get('deps');
  const email = input.email.toLowerCase();
  const [existing] = await db
    .select({ id: t.users.id })
    .from(t.users)
    .where(eq(sql`lower(${t.users.email})`, email))
    .limit(1);
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let userId: number;
  try {
    const [row] = await db
      .insert(t.users)
      .values({
        email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone ?? null,
        userType: 'teacher',
      })
      .returning({ id: t.users.id });
    userId = row!.id;
  } catch (e) {
    // Two sign-ups with the same email at once: the unique index decides, the loser gets the same answer.
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
  const accessToken = await issueToken(db, userId);
  const data: LoginData = { ...(await buildSession(db, userId)), accessToken };
  return c.json({ data });
});
