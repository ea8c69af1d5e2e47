// Missions, submissions, comments and comment templates, mounted under /s as one sub-app.
import { Hono } from 'hono';
import type { AppEnv } from '../http/env.ts';
import { missionsTeacher } from './missions-teacher.ts';
import { missionsStudent } from './missions-student.ts';
import { missionsSubmissions } from './missions-submissions.ts';
import { comments } from './comments.ts';
import { commentTemplates } from './comment-templates.ts';

export const missions = new Hono<AppEnv>()
  .route('/', missionsStudent)
  .route('/', missionsTeacher)
  .route('/', missionsSubmissions)
  .route('/', comments)
  .route('/v1', commentTemplates);
