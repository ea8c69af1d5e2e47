// Forgotten password (spec §7): GET passwords/new?email= mails a one-hour link, GET passwords/new?token= checks the
// link, POST passwords sets the new password and signs the user out everywhere.
import { Hono } from 'hono';
import { and, eq, gt, isNull } from 'drizzle-orm';
import * as v from 'valibot';
import type { AppEnv } from '../http/env.ts';
import { invalid } from '../http/errors.ts';
import { body, parseOr422, query } from '../http/validate.ts';
import { hashPassword } from './passwords.ts';
import { hashToken } from './tokens.ts';
import { sendResetMail } from './password-reset.ts';
import { revokeAllTokens } from './session.ts';
import { clearLoginFailures } from './login-limit.ts';
import * as t from '../db/schema.ts';
import { forgotPasswordSchema, newPasswordSchema } from '../../../src/shared/schemas/account.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { requestLogger } from '../platform/logger.ts';
import { requestIdOf } from '../http/error-handler.ts';

export { RESET_LINK_TTL_MS, RESET_MAILS_PER_HOUR } from './password-reset.ts';

const linkInvalid = () => invalid({ token: [MSG.resetLinkInvalid] });

const newQuery = v.object({ email: v.optional(v.string()), token: v.optional(v.string()) });

export const passwords = new Hono<AppEnv>()
  .get('/passwords/new', async (c) => {
    const q = query(c, newQuery);
    const { db } = c.get('deps');
    if (q.token !== undefined) {
      const [row] = await db
        .select({ email: t.users.email })
        .from(t.passwordResets)
        .innerJoin(t.users, eq(t.users.id, t.passwordResets.userId))
        .where(
          and(
            eq(t.passwordResets.tokenHash, hashToken(q.token)),
            isNull(t.passwordResets.usedAt),
            gt(t.passwordResets.expiresAt, new Date()),
            eq(t.users.isActive, true),
          ),
        )
        .limit(1);
      if (!row) throw linkInvalid();
      return c.json({ data: { email: row.email } });
    }
    const { email } = parseOr422(forgotPasswordSchema, { email: q.email });
    try {
      await sendResetMail(c.get('deps'), email);
    } catch (e) {
      // The answer must not differ between known and unknown emails, so a mail failure is only logged.
      requestLogger(requestIdOf(c)).error({ err: e }, 'password reset mail not queued');
    }
    return c.json({ data: { message: MSG.resetMailSent } });
  })
  .post('/passwords', async (c) => {
    const input = await body(c, newPasswordSchema);
    const { db } = c.get('deps');
    const passwordHash = await hashPassword(input.password);
    await db.transaction(async (tx) => {
      // Claiming the link in one UPDATE makes it single-use even when two tabs submit at once.
      const [claimed] = await tx
        .update(t.passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(t.passwordResets.tokenHash, hashToken(input.token)), isNull(t.passwordResets.usedAt), gt(t.passwordResets.expiresAt, new Date())))
        .returning({ userId: t.passwordResets.userId });
      if (!claimed) throw linkInvalid();
      const [user] = await tx
        .update(t.users)
        .set({ passwordHash })
        .where(and(eq(t.users.id, claimed.userId), eq(t.users.isActive, true)))
        .returning({ id: t.users.id });
      if (!user) throw linkInvalid();
      // Other links mailed earlier die with this one; every device signs in again with the new password.
      await tx
        .update(t.passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(t.passwordResets.userId, user.id), isNull(t.passwordResets.usedAt)));
      await revokeAllTokens(tx, user.id);
      await clearLoginFailures(tx, user.id);
    });
    return c.json({ data: { ok: true } });
  });
