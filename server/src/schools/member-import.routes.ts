// POST s/teachers/import and s/students/import (spec §7 members: import): the rows the app read from a spreadsheet,
// checked (dryRun: the preview, nothing saved) or saved all at once. A file with a problem saves nothing and answers
// 422 with every problem under "rows.<index>.<field>".
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requirePermission, requireSchool } from '../auth/middleware.ts';
import { body } from '../http/validate.ts';
import { importRefused } from '../http/import-rows.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { requestIdOf } from '../http/error-handler.ts';
import { requestLogger } from '../platform/logger.ts';
import { memberImportSchema } from '../../../src/shared/schemas/member-import.ts';
import type { MemberKind } from '../../../src/shared/member.ts';
import { previewImport, saveImport } from './member-import.ts';

async function importMembers(c: Context<AppEnv>, kind: MemberKind) {
  const { rows, dryRun } = await body(c, memberImportSchema);
  const deps = c.get('deps');
  const { schoolId } = c.get('school');
  if (dryRun) return c.json({ data: await previewImport(deps.db, schoolId, kind, rows) });
  const log = requestLogger(requestIdOf(c));
  const result = await saveImport(
    { db: deps.db, mailer: deps.mailer, appUrl: deps.config.appUrl, onMailError: (err) => log.error({ err }, 'import mail not queued') },
    schoolId,
    kind,
    rows,
  );
  if (!result.saved) throw importRefused(MSG.memberImportHasErrors, result.issues);
  return c.json({ data: result }, 201);
}

export const memberImports = new Hono<AppEnv>()
  .post('/s/teachers/import', requireAuth, requireSchool, requirePermission('school_teacher.create'), (c) => importMembers(c, 'teacher'))
  .post('/s/students/import', requireAuth, requireSchool, requirePermission('school_student.create'), (c) => importMembers(c, 'student'));
