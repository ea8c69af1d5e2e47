// Free resources (spec §2): what anyone may open without signing in — the e-books marked free and the free system
// lectures. No route here asks for a token (the auth middleware is per route), so the signed-out shop window and a
// signed-in reader see the same thing; anything not free and ready is a 404.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import * as v from 'valibot';
import { and, eq } from 'drizzle-orm';
import type { AppEnv } from '../http/env.ts';
import * as t from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { idString, params, query } from '../http/validate.ts';
import { freeLectureQuerySchema } from '../../../src/shared/schemas/book.ts';
import { bookReader } from './book-reader.ts';
import { freeLectureDeck, listFreeLectures } from './free-lectures.ts';

const idParam = v.object({ id: idString });
const anyone = createMiddleware<AppEnv>(async (_c, next) => next());
const freeBooks = and(eq(t.books.status, 'ready'), eq(t.books.isFree, true));

export const freeResources = new Hono<AppEnv>()
  .route(
    '/',
    bookReader('/free/books', anyone, () => freeBooks),
  )
  .get('/free/lectures', async (c) => c.json(await listFreeLectures(c.get('deps').db, query(c, freeLectureQuerySchema))))
  .get('/free/lectures/:id/deck', async (c) => {
    const deck = await freeLectureDeck(c.get('deps').db, params(c, idParam).id);
    if (!deck) throw notFound();
    return c.json({ data: deck });
  });
