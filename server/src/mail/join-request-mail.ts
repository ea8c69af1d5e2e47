// The mail telling someone their request to join a school was answered. The answer is already saved when it is
// queued: a queue that cannot take it is logged, and does not turn the administrator's decision into an error.
import { eq } from 'drizzle-orm';
import type { Deps } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { log } from '../platform/logger.ts';
import { joinRequestAnsweredMail } from './templates.ts';

export async function mailJoinRequestAnswer(
  deps: Pick<Deps, 'db' | 'mailer' | 'config'>,
  schoolId: number,
  to: { email: string; firstName: string; lastName: string },
  answer: { approved: true } | { approved: false; reason: string },
): Promise<void> {
  try {
    const [school] = await deps.db.select({ name: t.schools.name }).from(t.schools).where(eq(t.schools.id, schoolId)).limit(1);
    if (!school) return;
    await deps.mailer.send(joinRequestAnsweredMail(to.email, `${to.lastName} ${to.firstName}`, school.name, answer, deps.config.appUrl));
  } catch (err) {
    log.error({ err, schoolId }, 'join request answer mail not queued');
  }
}
