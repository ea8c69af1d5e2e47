// The e-book library for everyone signed in (spec §7 book services), whatever their school or role: the system's
// books, ready ones only — a manager of free resources also sees those being prepared or that failed. Reading only;
// managing is books-admin.routes.ts.
import { eq } from 'drizzle-orm';
import * as t from '../db/schema.ts';
import { requireAuth } from '../auth/middleware.ts';
import { hasGroup } from '../../../src/shared/permissions.ts';
import { bookReader } from './book-reader.ts';

export const books = bookReader('/books', requireAuth, (c) => (hasGroup(c.get('grants'), 'free_lecture') ? undefined : eq(t.books.status, 'ready')));
