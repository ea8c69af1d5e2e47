// English lessons in the three libraries (spec §2 /library/elsa, /{schoolId}/library/elsa, …/person-library/elsa):
// the framework's list, item, review, share, transfer and copy routes. What a lesson holds is in
// english-content.routes.ts, mounted before this so 'delete' is never read as a lesson id.
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { libraryRoutes } from '../library/library-routes.ts';
import { englishType } from './english-type.ts';
import { englishFields } from './english-fields.ts';

export const englishLibrary = new Hono<AppEnv>().route('/', libraryRoutes(englishType, englishFields));
