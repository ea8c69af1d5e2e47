// The signed-in user's own account (spec §7): PATCH current_user (profile) and PATCH current_user/change_password.
import { Hono } from 'hono';
import { eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import { HttpError, invalid } from '../http/errors.ts';
import { body } from '../http/validate.ts';
import { requireAuth } from './middleware.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { loginRefusal, loginSource, recordLoginFailure } from './login-limit.ts';
import { buildCurrentUser, issueToken, loadUser, optionalSchool, revokeAllTokens } from './session.ts';
import * as t from '../db/schema.ts';
import { invalidateUser } from './auth-cache.ts';
import { changePasswordSchema, profileSchema } from '../../../src/shared/schemas/account.ts';
import { MSG } from '../../../src/shared/messages.ts';

export const account = new Hono<AppEnv>()
  .patch('/current_user', requireAuth, async (c) => {
    const input = await body(c, profileSchema);
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    // Absent optional fields stay as they are; null or '' clears them.
    await db
      .update(t.users)
      .set({
        firstName: input.first_name,
        lastName: input.last_name,
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.gender !== undefined && { gender: input.gender }),
        ...(input.birthday !== undefined && { birthday: input.birthday }),
      })
      .where(eq(t.users.id, userId));
    invalidateUser(userId);
    // The app sends X-SCHOOL-ID when a school is open; answer with that school's role so its session stays whole.
    const school = await optionalSchool(db, userId, c.req.header('x-school-id'));
    return c.json({ data: await buildCurrentUser(db, userId, school) });
  })
  .patch('/current_user/change_password', requireAuth, async (c) => {
    const input = await body(c, changePasswordSchema);
    const { db } = c.get('deps');
    const userId = c.get('user').id;
    // Guessing the old password with a stolen token counts against the same hourly limit as guessing at login.
    const source = loginSource(c, c.get('deps').config.trustProxy);
    const refusal = await loginRefusal(db, userId, source);
    if (refusal) throw new HttpError(429, refusal);
    const user = await loadUser(db, userId);
    if (!(await verifyPassword(user.passwordHash, input.oldPassword))) {
      await recordLoginFailure(db, userId, source);
      throw invalid({ oldPassword: [MSG.oldPasswordWrong] });
    }
    const passwordHash = await hashPassword(input.password);
    // Every other device is signed out; this one gets a fresh token in the same transaction so it never is.
    const accessToken = await db.transaction(async (tx) => {
      await tx.update(t.users).set({ passwordHash }).where(eq(t.users.id, userId));
      await revokeAllTokens(tx, userId);
      return issueToken(tx, userId);
    });
    return c.json({ data: { accessToken } });
  });
