// How much a request may send, per route: JSON bodies are small; the routes that carry a whole exam's answers, a
// teacher's marks or a recording have their own limits, sized from the product's maxima. A larger body is refused
// with 413 before it is read into memory (by its Content-Length, or while streaming when it has none).
import { bodyLimit } from 'hono/body-limit';
import type { MiddlewareHandler } from 'hono';
import { errorBody } from './errors.ts';
import { MSG } from '../../../src/shared/messages.ts';
import { SPEECH_MAX_UPLOAD_BYTES } from '../../../src/shared/speech/types.ts';
import { MAX_UPLOAD_BYTES } from '../../../src/shared/uploads.ts';
import { MAX_PACKAGE_BYTES } from '../../../src/shared/experiments.ts';
import { SERVER_MSG } from '../messages.ts';

const KiB = 1024;
const MiB = 1024 * KiB;

interface Limit {
  method: string;
  path: RegExp;
  maxBytes: number;
  message: string;
}

/** Every other request with a body: profile, sign-in, missions, comments, invitations... */
export const DEFAULT_BODY_LIMIT: Omit<Limit, 'method' | 'path'> = { maxBytes: 256 * KiB, message: SERVER_MSG.bodyTooLarge };

/** README.md lists this table. */
export const BODY_LIMITS: readonly Limit[] = [
  // An exam's answers: up to 200 questions, an essay up to 20,000 characters.
  { method: 'PUT', path: /^\/api\/s\/personal\/learning_groups\/\d+\/exams\/\d+\/perform\/\d+$/, maxBytes: 8 * MiB, message: MSG.examAnswerTooLong },
  // A mission submission carries its exam and speaking tasks' answers.
  { method: 'POST', path: /^\/api\/s\/v1\/missions\/\d+\/submissions$/, maxBytes: 8 * MiB, message: MSG.examAnswerTooLong },
  { method: 'PUT', path: /^\/api\/s\/v1\/submissions\/\d+$/, maxBytes: 8 * MiB, message: MSG.examAnswerTooLong },
  // A teacher's marks and comments for every question of an attempt or a submission.
  { method: 'PUT', path: /^\/api\/s\/user_exams\/\d+\/marks$/, maxBytes: 4 * MiB, message: SERVER_MSG.bodyTooLarge },
  { method: 'PUT', path: /^\/api\/s\/v1\/submissions\/\d+\/grading$/, maxBytes: 4 * MiB, message: SERVER_MSG.bodyTooLarge },
  // A question bank's import (up to 2,000 questions) and an exam's parts (up to 300 questions written in place).
  { method: 'POST', path: /^\/api\/(?:s\/(?:personal\/)?)?question_collections\/\d+\/questions\/import$/, maxBytes: 16 * MiB, message: MSG.importTooMany },
  { method: 'PUT', path: /^\/api\/(?:s\/(?:personal\/)?)?exams\/\d+\/structure$/, maxBytes: 8 * MiB, message: SERVER_MSG.bodyTooLarge },
  // Teachers or students from a spreadsheet: up to 3,000 rows of a member's fields.
  { method: 'POST', path: /^\/api\/s\/(?:teachers|students)\/import$/, maxBytes: 4 * MiB, message: MSG.memberImportTooMany },
  // Schools from a spreadsheet: up to 500 rows of the school form's fields.
  { method: 'POST', path: /^\/api\/schools\/import$/, maxBytes: 2 * MiB, message: MSG.schoolImportTooMany },
  // A recording (at most 60 s of WAV) with its form fields.
  { method: 'POST', path: /^\/api\/s\/elsa\/score_audio(?:_unscripted)?$/, maxBytes: SPEECH_MAX_UPLOAD_BYTES + MiB, message: MSG.speechTooLong },
  // A piece of a resumable upload (tus PATCH), streamed into storage, never held in memory: at most the largest file.
  { method: 'PATCH', path: /^\/api\/s\/uploads\/[^/]+$/, maxBytes: MAX_UPLOAD_BYTES, message: MSG.uploadTooLarge },
  // A virtual experiment's package (a zip of an HTML5 simulation), read whole to be checked and unpacked.
  { method: 'POST', path: /^\/api\/experiment_packages$/, maxBytes: MAX_PACKAGE_BYTES + MiB, message: SERVER_MSG.experimentPackageTooLarge },
];

export function limitFor(method: string, path: string): Omit<Limit, 'method' | 'path'> {
  return BODY_LIMITS.find((l) => l.method === method && l.path.test(path)) ?? DEFAULT_BODY_LIMIT;
}

const guards = new Map(
  [...BODY_LIMITS, DEFAULT_BODY_LIMIT].map((l) => [l, bodyLimit({ maxSize: l.maxBytes, onError: (c) => c.json(errorBody(413, l.message), 413) })]),
);

export const bodyLimits: MiddlewareHandler = (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS') return next();
  return guards.get(limitFor(c.req.method, c.req.path))!(c, next);
};
