// Whether this server can import PowerPoint decks (LibreOffice and poppler-utils installed), so the app says so before
// a teacher uploads a file it could not use. The import itself is a task (pptx-import.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { requireAuth, requireSchool } from '../auth/middleware.ts';
import { officeAvailable } from './pptx/convert.ts';

export const lectureImports = new Hono<AppEnv>().get('/s/lecture_imports/availability', requireAuth, requireSchool, async (c) =>
  c.json({ data: { available: await officeAvailable() } }),
);
