// Sign in, sign out and the current session (spec §7 "Session and account"): POST sessions, DELETE sessions/current,
// GET sessions/current and GET s/sessions/current.
import { Hono } from 'hono';
import { eq, sql } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { requireAuth, requireSchool } from './middleware.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { loginRefusal, loginSource, recordLoginFailure } from './login-limit.ts';
import { buildSession, issueToken } from './session.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from './auth-cache.ts';
import { loginSchema } from '../../../src/shared/schemas/account.ts';
import { MSG } from '../../../src/shared/messages.ts';
import type { LoginData } from '../../../src/shared/session.ts';
import { SERVER_MSG } from '../messages.ts';

// Verifying against a throwaway hash when the email is unknown keeps the answer time the same as for a wrong
// password, so response timing does not reveal which emails have accounts.
let decoyHash: Promise<string> | undefined;
const decoy = () => (decoyHash ??= hashPassword('decoy-password-never-used'));

const loginFailed = () => invalid({ password: [MSG.loginFailed] });

export const sessions = new Hono<AppEnv>()
  .post('/sessions', async (c) => {
    const { email, password } = await body(c, loginSchema);
    const { db } = c.get('deps');
    const [user] = await db
      .select()
      .from(t.users)
      .where(eq(sql`lower(${t.users.email})`, email.toLowerCase()))
      .limit(1);
    if (!user) {
      await verifyPassword(await decoy(), password);
      throw loginFailed();
    }
    const source = loginSource(c, c.get('deps').config.trustProxy);
    const refusal = await loginRefusal(db, user.id, source);
    if (refusal) throw new HttpError(429, refusal);
    if (!(await verifyPassword(user.passwordHash, password))) {
      await recordLoginFailure(db, user.id, source);
      throw loginFailed();
    }
    // Checked after the password so that only the account's owner learns it is deactivated.
    if (!user.isActive) throw new HttpError(403, SERVER_MSG.accountInactive);
    const accessToken = await issueToken(db, user.id);
    const data: LoginData = { ...(await buildSession(db, user.id)), accessToken };
    return c.json({ data });
  })
  .delete('/sessions/current', requireAuth, async (c) => {
    const { db } = c.get('deps');
    await db
      .update(t.accessTokens)
      .set({ revokedAt: new Date() })
      .where(eq(t.accessTokens.id, c.get('user').tokenId));
    invalidateUser(c.get('user').id);
    return c.json({ data: { ok: true } });
  })
  .get('/sessions/current', requireAuth, async (c) => {
    return c.json({ data: await buildSession(c.get('deps').db, c.get('user').id) });
  })
  .get('/s/sessions/current', requireAuth, requireSchool, async (c) => {
    const school = c.get('school');
    const data = await buildSession(c.get('deps').db, c.get('user').id, {
      schoolId: school.schoolId,
      schoolRoleId: school.schoolRoleId,
      grants: c.get('grants'),
    });
    return c.json({ data });
  });
